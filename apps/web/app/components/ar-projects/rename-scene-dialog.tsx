// Renaming a scene (POST .../scenes/{id}/name): the name is required.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
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
      <DialogContent
        title={t("arProjects.scenes.renameTitle")}
        width={420}
        data-testid="rename-scene-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
              {t("arProjects.common.cancel")}
            </Button>
            <Button type="submit" form="rename-scene-form" loading={rename.isPending}>
              {t("arProjects.common.save")}
            </Button>
          </>
        }
      >
        <form id="rename-scene-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
          <TextField
            label={t("arProjects.scenes.name")}
            value={name}
            maxLength={100}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            error={error === "required" ? t("arProjects.fieldErrors.required") : undefined}
          />
          {error === "failed" && <Alert tone="error">{t("arProjects.common.saveFailed")}</Alert>}
        </form>
      </DialogContent>
    </Dialog>
  );
}
