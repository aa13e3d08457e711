// English text of background jobs' states (merged into en.ts under `jobs`): why a compression,
// an alpha-video encoding or a print export failed, one text per core JobFailureCode.
export const jobsEn = {
  failures: {
    SOURCE_MISSING: "The uploaded file is missing. Upload it again.",
    INVALID_INPUT: "The file is damaged or in a format that cannot be processed.",
    DESIGN_MISSING: "The card design has no picture. Upload the design again.",
    DESIGN_INVALID: "The card design could not be read. Open the collection and save the design again.",
    NO_CARDS: "None of the cards to print exists any more.",
    SETTINGS_INVALID: "These print settings cannot be printed. Change the sheet or the card size.",
    TIMEOUT: "Processing took too long and was stopped.",
    INTERRUPTED: "Processing was interrupted.",
    INTERNAL: "Something went wrong on our side.",
  },
  retrying: "An attempt failed, trying again…",
  retry: "Try again",
  retryFailed: "It could not be restarted. Try again later.",
} as const;
