// The contract between the wizard shell (routes/cards-v2.$collectionId.tsx, components/wizard) and
// its design step (components/wizard/design): the shell owns the route, the step indicator and
// collection creation; the design step owns the canvas, its dialogs, saving the design data and
// uploading the side images.
import type { Collection } from "~/components/collections/collections-api";

export type DesignStepProps = {
  trackingType: "qr" | "image";
  /** null while the collection is new (nothing saved yet). */
  collection: Collection | null;
  /** Creates the collection when new (POST /api/cards {trackingType, type: "v2"}), replaces the URL with /cards-v2/{id}, and returns it; returns the existing one otherwise. */
  ensureCollection: () => Promise<Collection>;
  /** Called after the design data and every pending image are saved: the shell reloads and moves to features. */
  onSaved: (collection: Collection) => void;
  onBack: () => void;
};
