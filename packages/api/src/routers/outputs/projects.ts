// The answers of the AR project, scene, asset, sharing and presence procedures.
import { z } from "zod";
import {
  PROJECT_TYPES,
  type AssetDto,
  type PresenceDto,
  type ProjectDto,
  type ProjectInvitationDto,
  type ProjectUserDto,
  type PublishResult,
  type SceneDto,
  type getAlphaEncodeStatus,
  type getMediaStatus,
} from "@ar/core/ar-projects";
import { AlphaEncodeStatus } from "@ar/db";
import { anyJson, count, failureCode, id, isoDate, jsonTextOf } from "./common";

const projectType = z.enum(PROJECT_TYPES);

export const sceneDto = z.object({
  id,
  name: z.string(),
  data: anyJson,
  qrMarker: z.object({ id: z.string() }).nullable(),
  imageMarker: z.object({ naturalWidth: z.number().nullable(), markerImageSrc: z.string().nullable() }).nullable(),
  meta: anyJson,
  previewSrc: z.string().nullable(),
  editedAt: isoDate.nullable(),
  createdAt: isoDate,
  arProjectId: id,
  version: count,
}) satisfies z.ZodType<SceneDto>;

export const assetDto = z.object({
  id,
  name: z.string(),
  kind: z.string(),
  size: count,
  compSize: count.nullable(),
  uploadStatus: z.string(),
  progress: z.number(),
  failureCode: z.string().nullable(),
  src: z.string().nullable(),
  disableCompressing: z.boolean(),
}) satisfies z.ZodType<AssetDto>;

export const projectDto = z.object({
  id,
  type: projectType,
  name: z.string().nullable(),
  features: anyJson,
  codeData: anyJson,
  codeVersion: count,
  invert: z.boolean(),
  apiKey: z.string(),
  useAppClips: z.boolean(),
  videoEncoderUrl: z.string(),
  createdAt: isoDate,
  editedAt: isoDate.nullable(),
  isOwner: z.boolean(),
  scenes: z.array(sceneDto),
  assets: z.array(assetDto),
  liveVersion: count.nullable(),
  publishedAt: isoDate.nullable(),
}) satisfies z.ZodType<ProjectDto>;

/** GET /api/ar-projects: the list PostgreSQL renders, passed through as text (docs/decisions/0042). */
export const projectList = jsonTextOf(z.array(projectDto));

export const savedCode = z.object({ saved: z.literal(true), codeVersion: count });

export const projectUsers = z.array(
  z.object({
    id: id.nullable(),
    name: z.string(),
    email: z.string(),
    access: z.enum(["owner", "edit", "invited"]),
  }),
) satisfies z.ZodType<ProjectUserDto[]>;

export const invitations = z.array(
  z.object({
    id,
    projectId: id,
    projectType,
    projectName: z.string().nullable(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    createdAt: isoDate,
  }),
) satisfies z.ZodType<ProjectInvitationDto[]>;

export const invitationAnswer = z.object({ projectId: id, accepted: z.boolean() });

export const mediaStatus = z.object({
  progress: z.number(),
  complete: z.boolean(),
  failed: z.boolean(),
  retrying: z.boolean(),
  failureCode: failureCode.nullable(),
  fileSize: count,
}) satisfies z.ZodType<Awaited<ReturnType<typeof getMediaStatus>>>;

/** An alpha-video encoding: its result once complete, else only its progress. */
export const alphaStatus = z.object({
  status: z.enum(AlphaEncodeStatus),
  data: z.union([
    z.object({
      progress: z.number(),
      id: z.string(),
      src: z.string().nullable(),
      type: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      size: z.number().nullable(),
    }),
    z.object({ progress: z.number() }),
  ]),
  error: failureCode.nullable(),
  retrying: z.boolean(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof getAlphaEncodeStatus>>>;

export const published = z.object({
  version: count,
  publishedAt: isoDate,
  url: z.string(),
}) satisfies z.ZodType<PublishResult>;

export const unpublished = z.object({ unpublished: z.literal(true) });

export const presence = z.object({
  editors: z.array(z.object({ userId: id, name: z.string(), email: z.string(), tabs: count, you: z.boolean() })),
  scenes: z.array(z.object({ id, version: count })),
  codeVersion: count,
  heartbeatSeconds: z.number(),
}) satisfies z.ZodType<PresenceDto>;

export const leftAnswer = z.object({ left: z.literal(true) });

/** POST /api/encodeAlt: the encoding started, polled with projects.alphaStatus. */
export const alphaStarted = z.object({ processId: z.string() });
