// Issue 12: every icon-only button has an accessible name. axe checks the screens it visits; this
// scan covers every component, including states the browser tests do not reach: a button, link
// or trigger whose only children are icons (or a spinner) must carry aria-label, aria-labelledby
// or title (or spread props that may hold one).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const CLICKABLE =
  /^(button|Button|a|Link|NavLink|DropdownMenuTrigger|DialogClose|DialogPrimitive\.Close|Popover\.Trigger|Tabs\.Trigger)$/;
const ICON = /(Icon|Spinner)$|^svg$/;
const NAMING = new Set(["aria-label", "aria-labelledby", "title"]);

export function unnamedIconButtons(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && CLICKABLE.test(node.openingElement.tagName.getText(sf))) {
      const named = node.openingElement.attributes.properties.some(
        (p) => ts.isJsxSpreadAttribute(p) || NAMING.has(p.name.getText(sf)),
      );
      const children = node.children.filter((c) => !(ts.isJsxText(c) && !c.text.trim()));
      const onlyIcons =
        children.length > 0 && children.every((c) => ts.isJsxSelfClosingElement(c) && ICON.test(c.tagName.getText(sf)));
      if (onlyIcons && !named)
        found.push(`${path.relative(APP, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("icon-only buttons", () => {
  it("are found by the scan", () => {
    const sample = `<div>
      <button onClick={f}><CloseIcon /></button>
      <button aria-label={t("x")}><CloseIcon /></button>
      <Button><PlusIcon />{t("add")}</Button>
    </div>`;
    expect(unnamedIconButtons(path.join(APP, "s.tsx"), sample)).toEqual(["s.tsx:2"]);
  });

  it("all have an accessible name", () => {
    const files = (readdirSync(APP, { recursive: true, encoding: "utf8" }) as string[])
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => path.join(APP, f));
    expect(files.flatMap((f) => unnamedIconButtons(f, readFileSync(f, "utf8")))).toEqual([]);
  });
});
