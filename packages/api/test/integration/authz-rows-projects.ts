// Authorization matrix rows: AR projects, their scenes, assets, sharing and publishing.
import { formData, pngFile, webmFile } from "@ar/devtools/testing";
import { actors } from "./authz-matrix-harness";
import { none, OWN, PROJECT, PROJECT_OWNER, rowTable, SIGNED_IN } from "./authz-matrix-rows";
import { forgetShareLimits, png } from "./authz-matrix-world";

const { rows, rest, trpc } = rowTable();

rest("GET /api/ar-projects/data/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/data/${await w.project()}`,
}));
rest("DELETE /api/ar-projects/data/:id", PROJECT_OWNER, async (w) => ({
  method: "DELETE",
  path: `/api/ar-projects/data/${await w.project()}`,
}));
rest("POST /api/ar-projects/data/:id/create-qr-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-qr-scene`,
  json: { name: "Q" },
}));
rest("POST /api/ar-projects/data/:id/create-world-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-world-scene`,
  json: { name: "W" },
}));
rest("POST /api/ar-projects/data/:id/create-image-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-image-scene`,
  form: async () => formData({ file: { name: "m.png", data: await pngFile(64) } }, { name: "Image" }),
}));
rest("POST /api/ar-projects/data/:id/code", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.codeProject()}/code`,
  json: { code: "// hi", assetData: {} },
}));
rest("POST /api/ar-projects/data/:id/:param", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/name`,
  json: { value: "Renamed" },
}));
rest("GET /api/ar-projects/scenes/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/scenes/${await w.scene()}`,
}));
rest("DELETE /api/ar-projects/scenes/:id", PROJECT, async (w) => ({
  method: "DELETE",
  path: `/api/ar-projects/scenes/${await w.scene()}`,
}));
rest("POST /api/ar-projects/scenes/:id/name", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/name`,
  json: { name: "Renamed" },
}));
rest("POST /api/ar-projects/scenes/:id/data", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/data`,
  json: { data: [] },
}));
rest("POST /api/ar-projects/scenes/:id/meta", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/meta`,
  json: { naturalWidth: 10, meta: "" },
}));
rest("POST /api/ar-projects/scenes/:id/preview", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/preview`,
  form: png,
}));
rest("POST /api/ar-projects/scenes/:id/marker", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/marker`,
  form: png,
}));
rest("GET /api/ar-projects/:id/users", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/${await w.project()}/users`,
}));
rest(
  "POST /api/ar-projects/:id/users/add",
  PROJECT_OWNER,
  async (w) => (
    await forgetShareLimits(),
    {
      method: "POST",
      path: `/api/ar-projects/${await w.project()}/users/add`,
      json: { emailToInvite: (await w.victim()).email },
    }
  ),
  true,
  true,
);
rest("POST /api/ar-projects/:id/assets", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/${await w.project()}/assets`,
  form: png,
}));
rest("GET /api/ar-projects/:type", SIGNED_IN, async () => ({ method: "GET", path: "/api/ar-projects/album" }));
rest("POST /api/ar-projects/:type", SIGNED_IN, async () => ({ method: "POST", path: "/api/ar-projects/qr", json: {} }));
rest("POST /api/encodeAlt", SIGNED_IN, async () => ({
  method: "POST",
  path: "/api/encodeAlt",
  form: async () => formData({ video: { name: "v.webm", data: webmFile() } }),
}));
rest("GET /api/encode/:processId/status", OWN, async (w) => ({
  method: "GET",
  path: `/api/encode/${await w.alpha()}/status`,
}));
// Media status: despite its "public" path, only for those who may open the asset's project (ids are sequential).
rest("GET /api/public/media/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/public/media/${await w.asset()}`,
}));
trpc("projects.list", SIGNED_IN, async () => ({ type: "album" }), false);
trpc("projects.create", SIGNED_IN, async () => ({ type: "qr" }), true);
trpc("projects.get", PROJECT, async (w) => ({ projectId: await w.project() }), false);
trpc("projects.delete", PROJECT_OWNER, async (w) => ({ projectId: await w.project() }), true);
trpc("projects.createQrScene", PROJECT, async (w) => ({ projectId: await w.project(), name: "Q" }), true);
trpc("projects.createWorldScene", PROJECT, async (w) => ({ projectId: await w.project(), name: "W" }), true);
trpc("projects.setParam", PROJECT, async (w) => ({ projectId: await w.project(), param: "invert", value: true }), true);
trpc(
  "projects.saveCode",
  PROJECT,
  async (w) => ({ projectId: await w.codeProject(), code: "// hi", assetData: {} }),
  true,
);
trpc("projects.users", PROJECT, async (w) => ({ projectId: await w.project() }), false);
trpc(
  "projects.addUser",
  PROJECT_OWNER,
  async (w) => (await forgetShareLimits(), { projectId: await w.project(), emailToInvite: (await w.victim()).email }),
  true,
  true,
);
trpc(
  "projects.removeUser",
  PROJECT_OWNER,
  async (w) => ({ projectId: await w.project(), userId: actors.shared.id }),
  true,
);
// Invitations are personal: listed to, and answered by, the holder of the address only (admins included).
trpc("projects.invitations", SIGNED_IN, none, false);
trpc(
  "projects.answerInvitation",
  { anon: 401, stranger: 404, shared: 200, owner: 404, admin: 404 },
  async (w) => ({ invitationId: await w.invitation(), accept: false }),
  true,
);
trpc("projects.scene", PROJECT, async (w) => ({ sceneId: await w.scene() }), false);
trpc("projects.renameScene", PROJECT, async (w) => ({ sceneId: await w.scene(), name: "R" }), true);
trpc("projects.deleteScene", PROJECT, async (w) => ({ sceneId: await w.scene() }), true);
trpc("projects.saveSceneData", PROJECT, async (w) => ({ sceneId: await w.scene(), data: [] }), true);
// Drafts and concurrent editing (issue 22): keeping one's edit as a copy, and who has the project open.
trpc("projects.copyScene", PROJECT, async (w) => ({ sceneId: await w.scene(), data: [], name: "Mine" }), true);
trpc("projects.presence", PROJECT, async (w) => ({ projectId: await w.project(), tabId: "authz-tab-1" }), true);
trpc("projects.leavePresence", PROJECT, async (w) => ({ projectId: await w.project(), tabId: "authz-tab-1" }), true);
trpc("projects.saveSceneMeta", PROJECT, async (w) => ({ sceneId: await w.scene(), naturalWidth: 5, meta: "" }), true);
trpc("projects.mediaStatus", PROJECT, async (w) => ({ assetId: await w.asset() }), false);
trpc("projects.alphaStatus", OWN, async (w) => ({ processId: await w.alpha() }), false);
// Retrying a compression that has not failed is a conflict; the success path is in job-states.test.ts.
trpc(
  "projects.retryAsset",
  { ...PROJECT, shared: 409, owner: 409, admin: 409 },
  async (w) => ({ assetId: await w.asset() }),
  true,
);
trpc("projects.deleteAsset", PROJECT, async (w) => ({ assetId: await w.asset() }), true);
// Replacing the file: the shared asset is still compressing (no worker here), a conflict for those
// allowed; the success path is in asset-replace.test.ts.
rest("POST /api/ar-projects/assets/:id/replace", { ...PROJECT, shared: 409, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/assets/${await w.asset()}/replace`,
  form: png,
}));
rest("POST /api/ar-projects/assets/:id/retry", { ...PROJECT, shared: 409, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/assets/${await w.asset()}/retry`,
}));
// Publishing (issue 20): the project's users publish and unpublish; the published snapshot and
// the files it names are public by design (exposes: the world carries no secret marker).
rest(
  "POST /api/ar-projects/:id/publish",
  PROJECT,
  async (w) => ({ method: "POST", path: `/api/ar-projects/${await w.project()}/publish` }),
  true,
  true,
);
rest(
  "POST /api/ar-projects/:id/unpublish",
  PROJECT,
  async (w) => ({ method: "POST", path: `/api/ar-projects/${await w.published()}/unpublish` }),
  true,
  true,
);
trpc("projects.publish", PROJECT, async (w) => ({ projectId: await w.project() }), true, true);
trpc("projects.unpublish", PROJECT, async (w) => ({ projectId: await w.published() }), true, true);

export const projectRows = rows;
