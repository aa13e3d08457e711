import { shellEn } from "./sections/shell.en";
import { adminEn } from "./sections/admin.en";
import { collectionsEn } from "./sections/collections.en";
import { printEn } from "./sections/print.en";
import { packsEn } from "./sections/packs.en";
import { wizardEn } from "./sections/wizard.en";
import { wizardDesignEn } from "./sections/wizard-design.en";
import { arProjectsEn } from "./sections/ar-projects.en";
import { sceneEditorEn } from "./sections/scene-editor.en";
import { codeEditorEn } from "./sections/code-editor.en";
import { arkitEn } from "./sections/arkit.en";
import { jobsEn } from "./sections/jobs.en";
import { accountsEn } from "./sections/accounts.en";
import { adminToolsEn } from "./sections/admin-tools.en";
import { cardsPolishEn } from "./sections/cards-polish.en";
import { cardsPolish2En } from "./sections/cards-polish2.en";
import { printDialogEn } from "./sections/print-dialog.en";
import { collectionActionsEn } from "./sections/collection-actions.en";
import { editorSyncEn } from "./sections/editor-sync.en";
import { codeSyncEn } from "./sections/code-sync.en";
import { assetReplaceEn } from "./sections/asset-replace.en";
import type { Widen } from "./widen";
// English interface text. Every key here must exist in ru.ts too (a test checks the parity).
export const en = {
  ...shellEn,
  admin: adminEn,
  collections: collectionsEn,
  print: printEn,
  packs: packsEn,
  wizard: wizardEn,
  wizardDesign: wizardDesignEn,
  arProjects: arProjectsEn,
  sceneEditor: sceneEditorEn,
  editorSync: editorSyncEn,
  codeSync: codeSyncEn,
  assetReplace: assetReplaceEn,
  codeEditor: codeEditorEn,
  arkit: arkitEn,
  jobs: jobsEn,
  accounts: accountsEn,
  adminTools: adminToolsEn,
  cardsPolish: cardsPolishEn,
  cardsPolish2: cardsPolish2En,
  printDialog: printDialogEn,
  collectionActions: collectionActionsEn,
} as const;

export type Resources = Widen<typeof en>;
