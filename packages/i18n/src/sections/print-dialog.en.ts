// English text of the print dialog's fixes (issue 23, merged into en.ts under `printDialog`): the
// count capped to the order's cards, how to print a finished export.
export const printDialogEn = {
  max_one: "At most {{count, number}}: the cards in this order",
  max_few: "At most {{count, number}}: the cards in this order",
  max_many: "At most {{count, number}}: the cards in this order",
  max_other: "At most {{count, number}}: the cards in this order",
  capped_one: "This order has {{count, number}} card, so {{count, number}} will be saved.",
  capped_few: "This order has {{count, number}} cards, so {{count, number}} will be saved.",
  capped_many: "This order has {{count, number}} cards, so {{count, number}} will be saved.",
  capped_other: "This order has {{count, number}} cards, so {{count, number}} will be saved.",
  howTo: {
    title: "How to print it",
    imagePages_one: "The zip holds {{count, number}} page (Page-1.jpg).",
    imagePages_few:
      "The zip holds {{count, number}} pages, Page-1.jpg to Page-{{count}}.jpg: print them in that order.",
    imagePages_many:
      "The zip holds {{count, number}} pages, Page-1.jpg to Page-{{count}}.jpg: print them in that order.",
    imagePages_other:
      "The zip holds {{count, number}} pages, Page-1.jpg to Page-{{count}}.jpg: print them in that order.",
    pdfPages_one: "The PDF has {{count, number}} page.",
    pdfPages_few: "The PDF has {{count, number}} pages.",
    pdfPages_many: "The PDF has {{count, number}} pages.",
    pdfPages_other: "The PDF has {{count, number}} pages.",
    duplex_one:
      "Print double-sided, flipping on the long edge: odd pages are the fronts, each even page is the back of the page before it ({{count, number}} sheet of paper).",
    duplex_few:
      "Print double-sided, flipping on the long edge: odd pages are the fronts, each even page is the back of the page before it ({{count, number}} sheets of paper).",
    duplex_many:
      "Print double-sided, flipping on the long edge: odd pages are the fronts, each even page is the back of the page before it ({{count, number}} sheets of paper).",
    duplex_other:
      "Print double-sided, flipping on the long edge: odd pages are the fronts, each even page is the back of the page before it ({{count, number}} sheets of paper).",
    simplex: "Print single-sided: the cards have no back.",
    actualSize: "Print at actual size (100 %), not “Fit to page”, so the cards keep their size.",
    cut: "Cut along the cut lines.",
    cardFiles_one: "The zip holds {{count, number}} image, one per card side.",
    cardFiles_few: "The zip holds {{count, number}} images, one per card side.",
    cardFiles_many: "The zip holds {{count, number}} images, one per card side.",
    cardFiles_other: "The zip holds {{count, number}} images, one per card side.",
    cardDuplex: "Each card has a -front and a -back image: print them double-sided, flipping on the long edge.",
    cardSize: "Print each image at {{width}} × {{height}} cm (actual size, not “Fit to page”).",
  },
  paper: {
    page: "Each page is {{width}} × {{height}} cm.",
    bleedPage:
      "The PDF page is {{width}} × {{height}} cm: the sheet plus 3 mm of bleed and 5 mm for the crop marks on every side.",
    printOn: "Print it on {{paper}} at actual size (100 %), not “Fit to page”, so the cards keep their size.",
    shrink: "On {{paper}} it fits only with “Fit to page”, which shrinks the cards to {{percent}} %.",
    tooLarge: "That is larger than A0: print it at actual size (100 %) on a roll or an oversize sheet.",
    cutMarks:
      "Cut at the crop marks: each card's picture runs 3 mm past its cut line, so a slightly uneven cut leaves no white edge.",
  },
};
