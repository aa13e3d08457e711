/** GET /api/public/arkit/{id} (core arkit-public.ts PublicArkit): public URLs, nothing private. */
export type PublicArkit = {
  id: number;
  name: string;
  modelSrc: string;
  usdzSrc: string | null;
  previewSrc: string | null;
};
