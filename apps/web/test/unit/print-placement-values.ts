// What the print placement form tests start from.
import { initialPlacementValues, type PlacementFormValues } from "../../app/components/print/placement-form";

// A5-shaped artwork (14.8 × 21): the default card is exactly an A5.
export const design = { frontAspect: 14.8 / 21, twoSided: false };
export const base = initialPlacementValues();
export const withValues = (patch: Partial<PlacementFormValues>): PlacementFormValues => ({ ...base, ...patch });
