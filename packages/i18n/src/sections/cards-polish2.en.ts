// English text of the last issue-23 card fixes (merged into en.ts under `cardsPolish2`): what a
// person can do when the payment's confirmation is slow, and the wizard's print view of a paid order.
export const cardsPolish2En = {
  payment: {
    slowLeave:
      "You can also leave this page: once the provider confirms the payment, the order shows as paid in the collection's orders, with its cards to print.",
    toCollections: "To my collections",
  },
  print: {
    title: "Print files",
    lead: "Order {{id}}: save its cards as sheets for a printer, as separate images, or as a list of links.",
  },
} as const;
