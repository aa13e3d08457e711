// Renaming a scene (POST .../scenes/{id}/name): the name is required.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Dialog } from "../ui/dialog";
import { DialogForm } from "../ui/form-dialog";
import { TextField } from "../ui/text-field";
import type { EditorScene } from "./editor-contract";

export function RenameSceneDialog({
  scene,
  onClose,
  onRenamed,
}: {
  scene: EditorScene | null;
  onClose(): void;
  onRenamed(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [error, setError] = useState<"required" | "failed" | null>(null);
  const rename = trpc.projects.renameScene.useMutation();

  useEffect(() => {
    if (scene) {
      setName(scene.name);
      setError(null);
    }
  }, [scene]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!scene) return;
    if (name.trim() === "") {
      setError("required");
      return;
    }
    try {
      await rename.mutateAsync({ sceneId: scene.id, name: name.trim() });
      onRenamed();
    } catch {
      setError("failed");
    }
  };

  return (
    <Dialog open={scene !== null} onOpenChange={(o) => !o && !rename.isPending && onClose()}>
      <DialogForm
        title={t("arProjects.scenes.renameTitle")}
        width={420}
        testId="rename-scene-dialog"
        cancelLabel={t("arProjects.common.cancel")}
        submitLabel={t("arProjects.common.save")}
        pending={rename.isPending}
        className="flex flex-col gap-3"
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          label={t("arProjects.scenes.name")}
          value={name}
          maxLength={100}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          error={error === "required" ? t("arProjects.fieldErrors.required") : undefined}
        />
        {error === "failed" && <Alert tone="error">{t("arProjects.common.saveFailed")}</Alert>}
      </DialogForm>
    </Dialog>
  );
}
