// Russian text of the print dialog's fixes (issue 23, merged into ru.ts under `printDialog`).
export const printDialogRu = {
  max_one: "Не больше {{count, number}}: столько открыток в заказе",
  max_few: "Не больше {{count, number}}: столько открыток в заказе",
  max_many: "Не больше {{count, number}}: столько открыток в заказе",
  max_other: "Не больше {{count, number}}: столько открыток в заказе",
  capped_one: "В заказе {{count, number}} открытка, поэтому будет сохранена {{count, number}}.",
  capped_few: "В заказе {{count, number}} открытки, поэтому будут сохранены {{count, number}}.",
  capped_many: "В заказе {{count, number}} открыток, поэтому будут сохранены {{count, number}}.",
  capped_other: "В заказе {{count, number}} открытки, поэтому будут сохранены {{count, number}}.",
  howTo: {
    title: "Как напечатать",
    imagePages_one: "В архиве {{count, number}} страница (Page-1.jpg).",
    imagePages_few: "В архиве {{count, number}} страницы, с Page-1.jpg по Page-{{count}}.jpg: печатайте их по порядку.",
    imagePages_many: "В архиве {{count, number}} страниц, с Page-1.jpg по Page-{{count}}.jpg: печатайте их по порядку.",
    imagePages_other:
      "В архиве {{count, number}} страницы, с Page-1.jpg по Page-{{count}}.jpg: печатайте их по порядку.",
    pdfPages_one: "В PDF {{count, number}} страница.",
    pdfPages_few: "В PDF {{count, number}} страницы.",
    pdfPages_many: "В PDF {{count, number}} страниц.",
    pdfPages_other: "В PDF {{count, number}} страницы.",
    duplex_one:
      "Печатайте с двух сторон, переворот по длинному краю: нечётные страницы — лицевые стороны, каждая чётная — оборот предыдущей ({{count, number}} лист бумаги).",
    duplex_few:
      "Печатайте с двух сторон, переворот по длинному краю: нечётные страницы — лицевые стороны, каждая чётная — оборот предыдущей ({{count, number}} листа бумаги).",
    duplex_many:
      "Печатайте с двух сторон, переворот по длинному краю: нечётные страницы — лицевые стороны, каждая чётная — оборот предыдущей ({{count, number}} листов бумаги).",
    duplex_other:
      "Печатайте с двух сторон, переворот по длинному краю: нечётные страницы — лицевые стороны, каждая чётная — оборот предыдущей ({{count, number}} листа бумаги).",
    simplex: "Печатайте с одной стороны: у открыток нет оборота.",
    actualSize: "Печатайте в реальном размере (100 %), без «Вписать в страницу», чтобы открытки сохранили размер.",
    cut: "Разрежьте по линиям реза.",
    cardFiles_one: "В архиве {{count, number}} изображение, по одному на сторону открытки.",
    cardFiles_few: "В архиве {{count, number}} изображения, по одному на сторону открытки.",
    cardFiles_many: "В архиве {{count, number}} изображений, по одному на сторону открытки.",
    cardFiles_other: "В архиве {{count, number}} изображения, по одному на сторону открытки.",
    cardDuplex:
      "У каждой открытки есть изображения -front и -back: печатайте их с двух сторон, переворот по длинному краю.",
    cardSize:
      "Печатайте каждое изображение размером {{width}} × {{height}} см (реальный размер, без «Вписать в страницу»).",
  },
};
