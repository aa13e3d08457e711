import {
  addProjectUser,
  addProjectUserInput,
  answerInvitation,
  answerInvitationInput,
  copyScene,
  copySceneInput,
  createProject,
  createProjectInput,
  createQrScene,
  createWorldScene,
  deleteProject,
  deleteProjectAsset,
  deleteScene,
  getAlphaEncodeStatus,
  getMediaStatus,
  getProject,
  getScene,
  heartbeatPresence,
  leavePresence,
  listMyInvitations,
  listProjectUsers,
  listProjects,
  presenceInput,
  publishProject,
  removeProjectUser,
  renameScene,
  renameSceneInput,
  retryAssetCompression,
  saveCodeInput,
  saveProjectCode,
  saveSceneData,
  saveSceneDataInput,
  saveSceneMeta,
  sceneMetaInput,
  sceneNameInput,
  setProjectParam,
  unpublishProject,
} from "@ar/core/ar-projects";
import { emailField } from "@ar/core/validation";
import { z } from "zod";
import { deletedAnswer } from "./outputs/common";
import {
  alphaStatus,
  assetDto,
  invitationAnswer,
  invitations,
  leftAnswer,
  mediaStatus,
  presence,
  projectDto,
  projectList,
  projectUsers,
  published,
  savedCode,
  sceneDto,
  unpublished,
} from "./outputs/projects";
import { authedProcedure, router } from "../trpc/init";

// The procedures that take only the id of what they act on.
const projectIdInput = z.object({ projectId: z.number().int().positive() });
const sceneIdInput = z.object({ sceneId: z.number().int().positive() });
const assetIdInput = z.object({ assetId: z.number().int().positive() });

const ZAddProjectUserRequestSchema = addProjectUserInput.extend({ projectId: z.number().int().positive() });

const ZAnswerInvitationRequestSchema = answerInvitationInput;

const ZCopySceneRequestSchema = copySceneInput.extend({ sceneId: z.number().int().positive() });

const ZCreateProjectRequestSchema = createProjectInput.extend({ type: z.string().max(10) });

const ZCreateQrSceneRequestSchema = sceneNameInput("QR Marker").extend({
  projectId: z.number().int().positive(),
});

const ZCreateWorldSceneRequestSchema = sceneNameInput("World").extend({
  projectId: z.number().int().positive(),
});

const ZGetAlphaStatusRequestSchema = z.object({ processId: z.string().uuid() });

const ZListProjectsRequestSchema = z.object({ type: z.string().max(10) });

const ZPresenceRequestSchema = presenceInput.extend({ projectId: z.number().int().positive() });

// One of the two (core removeProjectUserInput: a user by id or an invitation by address); the core
// service refuses both or neither.
const ZRemoveProjectUserRequestSchema = z.object({
  projectId: z.number().int().positive(),
  userId: z.number().int().positive().max(2_147_483_647).optional(),
  email: emailField.optional(),
});

const ZRenameSceneRequestSchema = renameSceneInput.extend({ sceneId: z.number().int().positive() });

const ZSaveProjectCodeRequestSchema = saveCodeInput.extend({ projectId: z.number().int().positive() });

const ZSaveSceneDataRequestSchema = saveSceneDataInput.extend({ sceneId: z.number().int().positive() });

const ZSaveSceneMetaRequestSchema = sceneMetaInput.extend({ sceneId: z.number().int().positive() });

// The value's schema depends on the setting the path names (name, features, invert): the core
// service picks it (setProjectParam) once it knows the setting exists; here it is any JSON value.
const ZSetProjectParamRequestSchema = z.object({
  projectId: z.number().int().positive(),
  param: z.string().max(40),
  value: z.json().optional(),
});

const getAlphaStatusRoute = authedProcedure
  .input(ZGetAlphaStatusRequestSchema)
  .output(alphaStatus)
  .query(({ ctx, input }) => getAlphaEncodeStatus({ actor: ctx.user, processId: input.processId }));

const listProjectsRoute = authedProcedure
  .input(ZListProjectsRequestSchema)
  .output(projectList)
  .query(({ ctx, input }) => listProjects({ actor: ctx.user, type: input.type }));

const createProjectRoute = authedProcedure
  .input(ZCreateProjectRequestSchema)
  .output(projectDto)
  .mutation(({ ctx, input }) => createProject({ actor: ctx.user, type: input.type, input }));

const getProjectRoute = authedProcedure
  .input(projectIdInput)
  .output(projectDto)
  .query(({ ctx, input }) => getProject({ actor: ctx.user, projectId: input.projectId }));

const deleteProjectRoute = authedProcedure
  .input(projectIdInput)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deleteProject({ actor: ctx.user, projectId: input.projectId }));

const createQrSceneRoute = authedProcedure
  .input(ZCreateQrSceneRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => createQrScene({ actor: ctx.user, projectId: input.projectId, input }));

const createWorldSceneRoute = authedProcedure
  .input(ZCreateWorldSceneRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => createWorldScene({ actor: ctx.user, projectId: input.projectId, input }));

const setProjectParamRoute = authedProcedure
  .input(ZSetProjectParamRequestSchema)
  .output(projectDto)
  .mutation(({ ctx, input }) =>
    setProjectParam({ actor: ctx.user, projectId: input.projectId, param: input.param, input: { value: input.value } }),
  );

const saveProjectCodeRoute = authedProcedure
  .input(ZSaveProjectCodeRequestSchema)
  .output(savedCode)
  .mutation(({ ctx, input }) => saveProjectCode({ actor: ctx.user, projectId: input.projectId, input }));

const listProjectUsersRoute = authedProcedure
  .input(projectIdInput)
  .output(projectUsers)
  .query(({ ctx, input }) => listProjectUsers({ actor: ctx.user, projectId: input.projectId }));

const addProjectUserRoute = authedProcedure
  .input(ZAddProjectUserRequestSchema)
  .output(projectUsers)
  .mutation(({ ctx, input }) => addProjectUser({ actor: ctx.user, projectId: input.projectId, input }));

/** The owner revokes a user's access or an open invitation (issue 22). */
const removeProjectUserRoute = authedProcedure
  .input(ZRemoveProjectUserRequestSchema)
  .output(projectUsers)
  .mutation(({ ctx, input }) => {
    const { projectId, ...who } = input;
    return removeProjectUser({
      actor: ctx.user,
      projectId,
      input: Object.fromEntries(Object.entries(who).filter(([, v]) => v !== undefined)),
    });
  });

// Beyond the spec: the shares waiting for the signed-in user's consent (docs/decisions/0013).
const listMyInvitationsRoute = authedProcedure
  .output(invitations)
  .query(({ ctx }) => listMyInvitations({ actor: ctx.user }));

// Beyond the spec: accept or decline a share (docs/decisions/0013).
const answerInvitationRoute = authedProcedure
  .input(ZAnswerInvitationRequestSchema)
  .output(invitationAnswer)
  .mutation(({ ctx, input }) => answerInvitation({ actor: ctx.user, input }));

const getSceneRoute = authedProcedure
  .input(sceneIdInput)
  .output(sceneDto)
  .query(({ ctx, input }) => getScene({ actor: ctx.user, sceneId: input.sceneId }));

const renameSceneRoute = authedProcedure
  .input(ZRenameSceneRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => renameScene({ actor: ctx.user, sceneId: input.sceneId, input }));

const deleteSceneRoute = authedProcedure
  .input(sceneIdInput)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deleteScene({ actor: ctx.user, sceneId: input.sceneId }));

const saveSceneDataRoute = authedProcedure
  .input(ZSaveSceneDataRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => saveSceneData({ actor: ctx.user, sceneId: input.sceneId, input }));

const saveSceneMetaRoute = authedProcedure
  .input(ZSaveSceneMetaRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => saveSceneMeta({ actor: ctx.user, sceneId: input.sceneId, input }));

const getMediaStatusRoute = authedProcedure
  .input(assetIdInput)
  .output(mediaStatus)
  .query(({ ctx, input }) => getMediaStatus({ actor: ctx.user, assetId: input.assetId }));

/** Compress a failed asset again (the upload panel's and asset lists' retry). */
const retryAssetRoute = authedProcedure
  .input(assetIdInput)
  .output(assetDto)
  .mutation(({ ctx, input }) => retryAssetCompression({ actor: ctx.user, assetId: input.assetId }));

/** Delete an asset no scene, code or published version uses (409 with the reason otherwise). */
const deleteAssetRoute = authedProcedure
  .input(assetIdInput)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deleteProjectAsset({ actor: ctx.user, assetId: input.assetId }));

const publishProjectRoute = authedProcedure
  .input(projectIdInput)
  .output(published)
  .mutation(({ ctx, input }) => publishProject({ actor: ctx.user, projectId: input.projectId }));

const unpublishProjectRoute = authedProcedure
  .input(projectIdInput)
  .output(unpublished)
  .mutation(({ ctx, input }) => unpublishProject({ actor: ctx.user, projectId: input.projectId }));

const copySceneRoute = authedProcedure
  .input(ZCopySceneRequestSchema)
  .output(sceneDto)
  .mutation(({ ctx, input }) => copyScene({ actor: ctx.user, sceneId: input.sceneId, input }));

const presenceHeartbeatRoute = authedProcedure
  .input(ZPresenceRequestSchema)
  .output(presence)
  .mutation(({ ctx, input }) => heartbeatPresence({ actor: ctx.user, projectId: input.projectId, input }));

const presenceLeaveRoute = authedProcedure
  .input(ZPresenceRequestSchema)
  .output(leftAnswer)
  .mutation(({ ctx, input }) => leavePresence({ actor: ctx.user, projectId: input.projectId, input }));

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
  removeUser: removeProjectUserRoute,
  invitations: listMyInvitationsRoute,
  answerInvitation: answerInvitationRoute,
  scene: getSceneRoute,
  renameScene: renameSceneRoute,
  deleteScene: deleteSceneRoute,
  saveSceneData: saveSceneDataRoute,
  saveSceneMeta: saveSceneMetaRoute,
  mediaStatus: getMediaStatusRoute,
  retryAsset: retryAssetRoute,
  deleteAsset: deleteAssetRoute,
  publish: publishProjectRoute,
  unpublish: unpublishProjectRoute,
  copyScene: copySceneRoute,
  presence: presenceHeartbeatRoute,
  leavePresence: presenceLeaveRoute,
});
