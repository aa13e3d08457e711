import { shellRu } from "./sections/shell.ru";
import { adminRu } from "./sections/admin.ru";
import { collectionsRu } from "./sections/collections.ru";
import { printRu } from "./sections/print.ru";
import { packsRu } from "./sections/packs.ru";
import type { Resources } from "./en";
import { wizardRu } from "./sections/wizard.ru";
import { wizardDesignRu } from "./sections/wizard-design.ru";
import { arProjectsRu } from "./sections/ar-projects.ru";
import { sceneEditorRu } from "./sections/scene-editor.ru";
import { codeEditorRu } from "./sections/code-editor.ru";
import { arkitRu } from "./sections/arkit.ru";
import { jobsRu } from "./sections/jobs.ru";
import { accountsRu } from "./sections/accounts.ru";
import { adminToolsRu } from "./sections/admin-tools.ru";
import { cardsPolishRu } from "./sections/cards-polish.ru";
import { cardsPolish2Ru } from "./sections/cards-polish2.ru";
import { printDialogRu } from "./sections/print-dialog.ru";
import { collectionActionsRu } from "./sections/collection-actions.ru";
import { editorSyncRu } from "./sections/editor-sync.ru";
import { codeSyncRu } from "./sections/code-sync.ru";
import { assetReplaceRu } from "./sections/asset-replace.ru";

// Russian interface text: the first language of the console.
export const ru: Resources = {
  ...shellRu,
  admin: adminRu,
  collections: collectionsRu,
  print: printRu,
  packs: packsRu,
  wizard: wizardRu,
  wizardDesign: wizardDesignRu,
  arProjects: arProjectsRu,
  sceneEditor: sceneEditorRu,
  editorSync: editorSyncRu,
  codeSync: codeSyncRu,
  assetReplace: assetReplaceRu,
  codeEditor: codeEditorRu,
  arkit: arkitRu,
  jobs: jobsRu,
  accounts: accountsRu,
  adminTools: adminToolsRu,
  cardsPolish: cardsPolishRu,
  cardsPolish2: cardsPolish2Ru,
  printDialog: printDialogRu,
  collectionActions: collectionActionsRu,
};
