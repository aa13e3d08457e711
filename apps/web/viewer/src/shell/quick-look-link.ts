// AR Quick Look (iPhone, iPad) opens a `rel="ar"` link only when the link's single child is an
// <img> or <picture>: a link that also holds a text label is followed as an ordinary download
// instead, so the USDZ lands in Files and no AR opens. The visible label is therefore a button
// beside the link that clicks it; Safari treats that click as the person's own.
export function quickLookLink(opts: {
  href: string;
  image: HTMLImageElement;
  label: string;
  className: string;
  download?: string;
}): HTMLDivElement {
  const box = document.createElement("div");
  box.className = opts.className;
  const link = document.createElement("a");
  link.rel = "ar";
  link.href = opts.href;
  if (opts.download) link.setAttribute("download", opts.download);
  link.append(opts.image);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = opts.label;
  button.addEventListener("click", () => link.click());
  box.append(link, button);
  return box;
}
