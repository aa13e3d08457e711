// What each scene object looks like on the canvas: thin R3F wrappers that mount the objects
// @ar/scene-render builds (the same construction as the code preview and the viewer, so a fix
// lands everywhere). Each view fills the object's group; transforms live on the group
// (scene-canvas.tsx), so gizmos, selection boxes and saving never depend on the kind of content.
// The marker image stays here: it is the editor's own drawing aid.
import { Billboard } from "@react-three/drei";
import { useFrame, useThree } from "@react-three/fiber";
import { Component, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Box3, DoubleSide, SRGBColorSpace, TextureLoader, type Object3D, type Texture } from "three";
import { createAudioBadge } from "@ar/scene-render/audio";
import { disposeObject } from "@ar/scene-render/dispose";
import { applyEnvMap, loadSunset } from "@ar/scene-render/environment";
import { createAnimator, loadGlb, type LoadedModel } from "@ar/scene-render/glb";
import { createImagePlane } from "@ar/scene-render/image";
import { createPlaceholder, createPrimitive } from "@ar/scene-render/primitives";
import { createVideoPlane, type VideoPlane } from "@ar/scene-render/video";
import { useContinuousFrames, useInvalidateOn } from "./render-budget";
import type { PrimitiveMesh, VideoType } from "@ar/scene-kinds";
import { DRACO_DECODER_PATH, MARKER_OPACITY } from "./scene-constants";

/** An object made by the package, freed when it is replaced or the view unmounts. */
function useOwned<T extends Object3D>(make: () => T, deps: unknown[]): T {
  // The caller's values are the dependencies.
  const object = useMemo(make, deps);
  useEffect(() => () => disposeObject(object), [object]);
  return object;
}

/**
 * Loads through the package; the view shows the grey placeholder meanwhile. A failure is thrown
 * during render so the object's ViewErrorBoundary shows the broken placeholder, as before.
 */
function useLoaded<T>(load: () => Promise<T>, key: string, release?: (value: T) => void): T | null {
  const [state, setState] = useState<{ key: string; value?: T; error?: unknown } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let loaded: T | undefined;
    setState(null);
    load().then(
      (value) => {
        if (cancelled) return release?.(value);
        loaded = value;
        setState({ key, value });
      },
      (error: unknown) => !cancelled && setState({ key, error }),
    );
    return () => {
      cancelled = true;
      if (loaded !== undefined) release?.(loaded);
    };
    // `key` stands for what is loaded (the source URL).
  }, [key]);
  if (!state || state.key !== key) return null;
  if ("error" in state) throw state.error instanceof Error ? state.error : new Error(String(state.error));
  return state.value ?? null;
}

export function PrimitiveView({ mesh, color, colorOn }: { mesh: PrimitiveMesh; color: string; colorOn: boolean }) {
  const object = useOwned(() => createPrimitive(mesh, color, colorOn), [mesh, color, colorOn]);
  return <primitive object={object} />;
}

/** Shown while a file loads, or for an object whose asset is missing (wire box, grey or red). */
export function PlaceholderView({ broken = false }: { broken?: boolean }) {
  const object = useOwned(() => createPlaceholder(broken), [broken]);
  return <primitive object={object} />;
}

export function ImageView({ src }: { src: string }) {
  const plane = useLoaded(() => createImagePlane(src), src, disposeObject);
  useInvalidateOn(plane);
  return plane ? <primitive object={plane} /> : <PlaceholderView />;
}

export function VideoView({
  src,
  type,
  chromaKey,
  chromaKeyEnabled,
}: {
  src: string;
  type: VideoType;
  chromaKey: string;
  chromaKeyEnabled: boolean;
}) {
  const invalidate = useThree((s) => s.invalidate);
  const [plane, setPlane] = useState<VideoPlane | null>(null);
  const options = useRef({ type, chromaKey, chromaKeyEnabled });
  options.current = { type, chromaKey, chromaKeyEnabled };
  // Made in the effect (not a memo) so the effect's cleanup, which empties the <video>, never
  // leaves a mounted view with a dead element (React runs effects twice in development).
  useEffect(() => {
    // Muted and looping on the canvas whatever the object's settings: the editor shows the
    // picture (and what the chroma key does to it); autoplay and sound apply in the viewer.
    const p = createVideoPlane(src, {
      ...options.current,
      muted: true,
      loop: true,
      autoplay: true,
      onChange: invalidate,
    });
    setPlane(p);
    return () => p.dispose();
  }, [src, invalidate]);
  useEffect(() => plane?.setOptions({ type, chromaKey, chromaKeyEnabled }), [plane, type, chromaKey, chromaKeyEnabled]);
  // A playing video changes every frame.
  useContinuousFrames(true);
  return plane ? <primitive object={plane.mesh} /> : <PlaceholderView />;
}

export function AudioView() {
  const badge = useOwned(createAudioBadge, []);
  return (
    <Billboard>
      <primitive object={badge} />
    </Billboard>
  );
}

export function GlbView(props: {
  src: string;
  playAnimation: boolean;
  loop: boolean;
  sunset: boolean;
  onSize?: (box: Box3) => void;
  onAnimations?: (count: number) => void;
}) {
  // A private copy per view (the package caches one load per URL), so two objects may show the same model.
  const gltf = useLoaded<LoadedModel>(
    () => loadGlb(props.src, { decoderPath: DRACO_DECODER_PATH }),
    props.src,
    (m) => disposeObject(m.scene),
  );
  return gltf ? <LoadedGlb {...props} gltf={gltf} /> : <PlaceholderView />;
}

function LoadedGlb(props: {
  gltf: LoadedModel;
  playAnimation: boolean;
  loop: boolean;
  sunset: boolean;
  onSize?: (box: Box3) => void;
  onAnimations?: (count: number) => void;
}) {
  const { gltf, onSize, onAnimations } = props;
  const model = gltf.scene;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  // The model's own box (at scale 1): its size fits new models to a diagonal, its bottom sets them on the marker.
  const box = useMemo(() => new Box3().setFromObject(model), [model]);
  useLayoutEffect(() => {
    onSize?.(box);
    onAnimations?.(gltf.animations.length);
  }, [box, gltf, onSize, onAnimations]);

  const animator = useMemo(() => createAnimator(model, gltf.animations), [model, gltf]);
  const playing = props.playAnimation && animator.clipCount > 0;
  useEffect(() => {
    if (!playing) return;
    animator.play(props.loop);
    return () => animator.stop();
  }, [animator, playing, props.loop]);
  useFrame((_, delta) => animator.update(delta));
  useContinuousFrames(playing);
  useInvalidateOn(model);

  useEffect(() => {
    let cancelled = false;
    const apply = (env: Texture | null) => {
      applyEnvMap(model, env);
      invalidate();
    };
    if (props.sunset) void loadSunset(gl).then((env) => !cancelled && apply(env));
    else apply(null);
    return () => {
      cancelled = true;
    };
  }, [model, gl, props.sunset, invalidate]);

  return <primitive object={model} />;
}

/** The printed marker lying on the grid: QR codes at 1.2, image markers at 1, 75 % opaque. */
export function MarkerView({ urls, scale }: { urls: string[]; scale: number }) {
  const [texture, setTexture] = useState<Texture | null>(null);
  const key = urls.join("|");
  useEffect(() => {
    let cancelled = false;
    let loaded: Texture | null = null;
    const loader = new TextureLoader();
    // The first URL that answers wins (the scene's own QR image, then the project's QR link).
    const tryAt = (i: number) => {
      if (i >= urls.length) return;
      loader.load(
        urls[i]!,
        (t) => {
          if (cancelled) return t.dispose();
          t.colorSpace = SRGBColorSpace;
          loaded = t;
          setTexture(t);
        },
        undefined,
        () => !cancelled && tryAt(i + 1),
      );
    };
    tryAt(0);
    return () => {
      cancelled = true;
      loaded?.dispose();
    };
    // The joined key stands for the list (the array itself is a new object every render).
  }, [key]);
  useInvalidateOn(texture);
  const img = texture?.image as { width?: number; height?: number } | undefined;
  const aspect = img?.width && img.height ? img.width / img.height : 1;
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} scale={[scale, scale, scale]} renderOrder={-1}>
      <planeGeometry args={[1, 1 / aspect]} />
      <meshBasicMaterial
        map={texture}
        color={texture ? "#ffffff" : "#cbd5e1"}
        transparent
        opacity={MARKER_OPACITY}
        depthWrite={false}
        toneMapped={false}
        side={DoubleSide}
      />
    </mesh>
  );
}

/** A failed load (404, corrupt file) shows the broken placeholder instead of taking the canvas down. */
export class ViewErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
