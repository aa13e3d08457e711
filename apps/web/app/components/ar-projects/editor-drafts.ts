// What the editor shell holds between saves (editors spec 2, 3): the objects of each scene as
// edited, which scenes are edited, the code of a CODE project, and the previews captured from
// edited scenes. Pure functions over an immutable value, so the rules are unit-tested.
import type { CodeData, EditorProject, SceneObject } from "./editor-contract";

export type Drafts = {
  /** Scene id → its objects as edited (absent: the saved data is current). */
  objects: Readonly<Record<number, SceneObject[]>>;
  /** Scenes changed since the last save. */
  edited: readonly number[];
  /** The code as edited (null: the saved codeData is current). */
  code: CodeData | null;
  codeEdited: boolean;
  /** Scene id → preview image captured from its editor, uploaded by the next publish. */
  previews: Readonly<Record<number, Blob>>;
  /**
   * Scene id → the saved version its draft is based on (docs/decisions/0027): set at the first
   * edit, moved on by each draft save; a save names it so the server refuses a stale one.
   */
  bases: Readonly<Record<number, number>>;
  /** The saved code version the code draft is based on (as `bases` for scenes; undefined: not edited yet). */
  codeBase?: number;
  /** Bumped when the code is replaced from outside the code editor (a conflict reloaded theirs): the editor shows it. */
  codeRevision: number;
};

export const emptyDrafts: Drafts = {
  objects: {},
  edited: [],
  code: null,
  codeEdited: false,
  previews: {},
  bases: {},
  codeRevision: 0,
};

/** The saved objects of a scene; anything that is not a list reads as an empty scene. */
export function savedObjects(data: unknown): SceneObject[] {
  return Array.isArray(data) ? (data as SceneObject[]) : [];
}

export function objectsOf(drafts: Drafts, scene: { id: number; data?: unknown }): SceneObject[] {
  return drafts.objects[scene.id] ?? savedObjects(scene.data);
}

export function editObjects(drafts: Drafts, sceneId: number, objects: SceneObject[], baseVersion?: number): Drafts {
  const bases =
    drafts.bases[sceneId] !== undefined || baseVersion === undefined
      ? drafts.bases
      : { ...drafts.bases, [sceneId]: baseVersion };
  return {
    ...drafts,
    bases,
    objects: { ...drafts.objects, [sceneId]: objects },
    edited: drafts.edited.includes(sceneId) ? drafts.edited : [...drafts.edited, sceneId],
  };
}

/** Code projects start from their saved code; an empty code lets the code editor put its default script. */
export function codeOf(drafts: Drafts, project: { codeData?: unknown }): CodeData {
  if (drafts.code) return drafts.code;
  const saved = project.codeData as Partial<CodeData> | null;
  return {
    code: typeof saved?.code === "string" ? saved.code : "",
    assetData: saved?.assetData && typeof saved.assetData === "object" ? saved.assetData : {},
  };
}

export const editCode = (drafts: Drafts, code: CodeData, baseVersion?: number): Drafts => ({
  ...drafts,
  code,
  codeEdited: true,
  codeBase: drafts.codeBase ?? baseVersion,
});

export const withPreview = (drafts: Drafts, sceneId: number, blob: Blob): Drafts => ({
  ...drafts,
  previews: { ...drafts.previews, [sceneId]: blob },
});

export const hasEdits = (drafts: Drafts) => drafts.edited.length > 0 || drafts.codeEdited;

/** After a save: the scenes saved are current again (their drafts stay as the new saved state until refetch). */
export function markSaved(
  drafts: Drafts,
  saved: { scenes: readonly number[]; code: boolean; previews: readonly number[] },
): Drafts {
  const previews = { ...drafts.previews };
  for (const id of saved.previews) delete previews[id];
  return {
    ...drafts,
    edited: drafts.edited.filter((id) => !saved.scenes.includes(id)),
    codeEdited: saved.code ? false : drafts.codeEdited,
    previews,
  };
}

/** Discard (leave dialog): every edit is dropped; the saved data shows again. */
export const discardAll = (d?: Drafts): Drafts => ({ ...emptyDrafts, codeRevision: d?.codeRevision ?? 0 });

/** A deleted scene leaves no draft behind. */
export function forgetScene(drafts: Drafts, sceneId: number): Drafts {
  const objects = { ...drafts.objects };
  const previews = { ...drafts.previews };
  const bases = { ...drafts.bases };
  delete objects[sceneId];
  delete previews[sceneId];
  delete bases[sceneId];
  return { ...drafts, objects, previews, bases, edited: drafts.edited.filter((id) => id !== sceneId) };
}

/**
 * The assets the project uses (publish waits until each is ready): those named by scene objects,
 * as edited or saved, and for CODE projects the ids in codeData.assetData.
 */
export function usedAssetIds(
  drafts: Drafts,
  project: { type: EditorProject["type"]; scenes: readonly { id: number; data?: unknown }[]; codeData?: unknown },
): number[] {
  const ids = new Set<number>();
  const add = (v: unknown) => {
    const n = typeof v === "string" ? Number(v) : v;
    if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) ids.add(n);
  };
  for (const scene of project.scenes) for (const o of objectsOf(drafts, scene)) add(o.assetId);
  if (project.type === "CODE") for (const key of Object.keys(codeOf(drafts, project).assetData)) add(key);
  return [...ids].sort((a, b) => a - b);
}
