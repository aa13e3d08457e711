import { router } from "../../trpc/init";
import { getAlphaStatusRoute } from "./get-alpha-status";
import { listProjectsRoute } from "./list-projects";
import { createProjectRoute } from "./create-project";
import { getProjectRoute } from "./get-project";
import { deleteProjectRoute } from "./delete-project";
import { createQrSceneRoute } from "./create-qr-scene";
import { createWorldSceneRoute } from "./create-world-scene";
import { setProjectParamRoute } from "./set-project-param";
import { saveProjectCodeRoute } from "./save-project-code";
import { listProjectUsersRoute } from "./list-project-users";
import { addProjectUserRoute } from "./add-project-user";
import { listMyInvitationsRoute } from "./list-my-invitations";
import { answerInvitationRoute } from "./answer-invitation";
import { getSceneRoute } from "./get-scene";
import { renameSceneRoute } from "./rename-scene";
import { deleteSceneRoute } from "./delete-scene";
import { saveSceneDataRoute } from "./save-scene-data";
import { saveSceneMetaRoute } from "./save-scene-meta";
import { getMediaStatusRoute } from "./get-media-status";
import { retryAssetRoute } from "./retry-asset";
import { publishProjectRoute } from "./publish-project";
import { unpublishProjectRoute } from "./unpublish-project";

export const projectsRouter = router({
  alphaStatus: getAlphaStatusRoute,
  list: listProjectsRoute,
  create: createProjectRoute,
  get: getProjectRoute,
  delete: deleteProjectRoute,
  createQrScene: createQrSceneRoute,
  createWorldScene: createWorldSceneRoute,
  setParam: setProjectParamRoute,
  saveCode: saveProjectCodeRoute,
  users: listProjectUsersRoute,
  addUser: addProjectUserRoute,
  invitations: listMyInvitationsRoute,
  answerInvitation: answerInvitationRoute,
  scene: getSceneRoute,
  renameScene: renameSceneRoute,
  deleteScene: deleteSceneRoute,
  saveSceneData: saveSceneDataRoute,
  saveSceneMeta: saveSceneMetaRoute,
  mediaStatus: getMediaStatusRoute,
  retryAsset: retryAssetRoute,
  publish: publishProjectRoute,
  unpublish: unpublishProjectRoute,
});
