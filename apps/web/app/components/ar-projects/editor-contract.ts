// What the AR editor shell (/editor/{projectId}) hands to the editors it hosts: the scene editor
// (components/scene-editor) on a scene tab and the code editor (components/code-editor) on the
// code tab. The shell owns loading, saving, publishing and the asset upload pipeline; the editors
// own only their canvas/text and report changes through these callbacks.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type ProjectsOutputs = inferRouterOutputs<AppRouter>["projects"];

export type EditorProject = ProjectsOutputs["get"];
export type EditorScene = EditorProject["scenes"][number];
export type EditorAsset = EditorProject["assets"][number];

/** A scene object as the editors spec §3 describes it (validated on the server by scene-schema.ts). */
export type SceneObject = {
  id: string;
  name: string;
  type: "primitive" | "image" | "video" | "glb" | "audio" | "sceneMarker";
  assetId?: number | string | null;
  data?: Record<string, unknown>;
  position: [number, number, number];
  rotation: [number, number, number];
  scale: [number, number, number];
};

/**
 * Uploads through the shell's pipeline (real upload progress, then compression polled every 500 ms);
 * resolves with the asset once it is ready (its `src` set), rejects when the upload or processing fails.
 */
export type UploadAsset = (
  file: File,
  opts?: {
    disableCompressing?: boolean;
    /** What the person chose to add (glb, image, video, audio): other content is refused (415, file: kind). */
    kind?: "glb" | "image" | "video" | "audio";
    /** Replace this asset's file (same id, same kind) instead of adding an asset. */
    replaceId?: number;
    /** Called once the file is stored (before compression ends) with the new asset and its id. */
    onUploaded?: (asset: EditorAsset) => void;
  },
) => Promise<EditorAsset>;

export type SceneEditorProps = {
  project: EditorProject;
  scene: EditorScene;
  /** The scene's objects as currently edited (the shell keeps the draft across tab switches). */
  objects: SceneObject[];
  assets: EditorAsset[];
  /** Every edit: the shell marks the scene edited and saves it on publish or on leave. */
  onObjectsChange: (objects: SceneObject[]) => void;
  uploadAsset: UploadAsset;
  /** The editor registers a function that renders a preview image of the scene (publish uploads it). */
  registerPreviewCapture: (capture: (() => Promise<Blob | null>) | null) => void;
};

export type CodeData = { code: string; assetData: Record<string, string> };

export type CodeEditorProps = {
  project: EditorProject;
  codeData: CodeData;
  assets: EditorAsset[];
  /** Every edit: the shell saves it as a draft (POST .../data/{id}/code with its base version) 800 ms later. */
  onCodeDataChange: (codeData: CodeData) => void;
  /** Bumped when the code was replaced from outside the editor (a conflict reloaded theirs): show codeData.code. */
  codeRevision?: number;
  uploadAsset: UploadAsset;
};
