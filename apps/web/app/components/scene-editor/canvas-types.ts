// The types the scene canvas and the editor around it share.
import type { MutableRefObject } from "react";
import type { Object3D } from "three";

export type ViewMode = "2d" | "3d";
export type GizmoMode = "translate" | "rotate" | "scale";
export type Vec3 = [number, number, number];
export type TransformUpdate = { id: string; position: Vec3; rotation: Vec3; scale: Vec3 };
export type MarkerImage = { urls: string[]; scale: number };
/** The three.js group of each object on the canvas, by object id (filled as the objects mount). */
export type Registry = MutableRefObject<Map<string, Object3D>>;
