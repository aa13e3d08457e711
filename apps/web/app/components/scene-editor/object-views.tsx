// What each scene object looks like on the canvas. Each view fills the object's group; transforms
// live on the group (scene-canvas.tsx), so gizmos, selection boxes and saving never depend on the
// kind of content inside.
import { Billboard } from "@react-three/drei";
import { useFrame, useLoader, useThree } from "@react-three/fiber";
import { Component, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import {
  AnimationMixer, Box3, CanvasTexture, DoubleSide, LoopOnce, LoopRepeat, Mesh, ShaderMaterial, SRGBColorSpace, TextureLoader, Vector3,
  VideoTexture, type Material, type MeshStandardMaterial, type Texture,
} from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { clone as cloneSkinned } from "three/examples/jsm/utils/SkeletonUtils.js";
import { configureGltfLoader, loadSunset } from "./model-loading";
import { useContinuousFrames, useInvalidateOn } from "./render-budget";
import { MARKER_OPACITY, type PrimitiveMesh, type VideoType } from "./scene-constants";
import { displayAspect, hexToRgb, LAYOUT_CODE, CHROMA_SIMILARITY, CHROMA_SMOOTHNESS, videoFragmentShader, videoVertexShader } from "./video-shader";

export function PrimitiveView({ mesh, color, colorOn }: { mesh: PrimitiveMesh; color: string; colorOn: boolean }) {
  return (
    <mesh rotation={mesh === "pyramid" ? [0, Math.PI / 4, 0] : [0, 0, 0]}>
      {mesh === "sphere" ? <sphereGeometry args={[0.5, 32, 16]} />
      : mesh === "cylinder" ? <cylinderGeometry args={[0.5, 0.5, 1, 32]} />
      : mesh === "cone" ? <coneGeometry args={[0.5, 1, 32]} />
      : mesh === "tor" ? <torusGeometry args={[0.35, 0.15, 16, 48]} />
      : mesh === "ikosaeder" ? <icosahedronGeometry args={[0.5]} />
      : mesh === "dodecahedron" ? <dodecahedronGeometry args={[0.5]} />
      : mesh === "pyramid" ? <coneGeometry args={[Math.SQRT1_2, 1, 4]} />
      : <boxGeometry args={[1, 1, 1]} />}
      <meshStandardMaterial color={colorOn ? color : "#d4d4d8"} roughness={0.55} metalness={0.05} />
    </mesh>
  );
}

/** Shown while a file loads, or for an object whose asset is missing (wire box, grey or red). */
export function PlaceholderView({ broken = false }: { broken?: boolean }) {
  return (
    <mesh>
      <boxGeometry args={[1, 1, 1]} />
      <meshBasicMaterial wireframe color={broken ? "#ef4444" : "#94a3b8"} />
    </mesh>
  );
}

/** Width 1 for landscape pictures, height 1 for portrait ones. */
function planeSize(aspect: number): [number, number] {
  return aspect >= 1 ? [1, 1 / aspect] : [aspect, 1];
}

export function ImageView({ src }: { src: string }) {
  const texture = useLoader(TextureLoader, src);
  texture.colorSpace = SRGBColorSpace;
  const img = texture.image as { width?: number; height?: number } | undefined;
  const [w, h] = planeSize(img?.width && img.height ? img.width / img.height : 1);
  useInvalidateOn(texture);
  return (
    <mesh>
      <planeGeometry args={[w, h]} />
      <meshBasicMaterial map={texture} transparent side={DoubleSide} toneMapped={false} />
    </mesh>
  );
}

export function VideoView({ src, type, chromaKey, chromaKeyEnabled }: { src: string; type: VideoType; chromaKey: string; chromaKeyEnabled: boolean }) {
  // Muted and looping on the canvas whatever the object's settings: the editor shows the picture
  // (and what the chroma key does to it); autoplay and sound apply in the viewer.
  const video = useMemo(() => {
    const v = document.createElement("video");
    v.crossOrigin = "anonymous";
    v.muted = true;
    v.loop = true;
    v.playsInline = true;
    v.preload = "auto";
    return v;
  }, []);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const onMeta = () => setSize({ w: video.videoWidth, h: video.videoHeight });
    video.addEventListener("loadedmetadata", onMeta);
    video.src = src;
    void video.play().catch(() => undefined);
    return () => {
      video.removeEventListener("loadedmetadata", onMeta);
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
  }, [video, src]);
  const texture = useMemo(() => new VideoTexture(video), [video]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        uniforms: {
          map: { value: texture },
          keyColor: { value: new Vector3(0, 1, 0) },
          similarity: { value: CHROMA_SIMILARITY },
          smoothness: { value: CHROMA_SMOOTHNESS },
          chromaKeyEnabled: { value: false },
          layout: { value: 0 },
        },
        vertexShader: videoVertexShader,
        fragmentShader: videoFragmentShader,
        transparent: true,
        side: DoubleSide,
      }),
    [texture],
  );
  useEffect(() => {
    const u = material.uniforms;
    (u.keyColor!.value as Vector3).set(...hexToRgb(chromaKey));
    u.chromaKeyEnabled!.value = chromaKeyEnabled;
    u.layout!.value = LAYOUT_CODE[type];
  }, [material, chromaKey, chromaKeyEnabled, type]);
  useEffect(() => () => {
    material.dispose();
    texture.dispose();
  }, [material, texture]);
  // A playing video changes every frame.
  useContinuousFrames(true);
  const [w, h] = planeSize(size ? displayAspect(size.w, size.h, type) : 16 / 9);
  return (
    <mesh material={material}>
      <planeGeometry args={[w, h]} />
    </mesh>
  );
}

let noteTexture: Texture | null = null;
/** A speaker badge drawn once on a 2D canvas: no font or image download needed. */
function audioBadge(): Texture {
  if (noteTexture) return noteTexture;
  const c = document.createElement("canvas");
  c.width = c.height = 128;
  const g = c.getContext("2d")!;
  g.fillStyle = "#7c3aed";
  g.beginPath();
  g.arc(64, 64, 60, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#ffffff";
  g.beginPath();
  g.moveTo(34, 52);
  g.lineTo(52, 52);
  g.lineTo(74, 32);
  g.lineTo(74, 96);
  g.lineTo(52, 76);
  g.lineTo(34, 76);
  g.closePath();
  g.fill();
  g.strokeStyle = "#ffffff";
  g.lineWidth = 6;
  g.lineCap = "round";
  for (const r of [14, 26]) {
    g.beginPath();
    g.arc(74, 64, r, -Math.PI / 4, Math.PI / 4);
    g.stroke();
  }
  noteTexture = new CanvasTexture(c);
  noteTexture.colorSpace = SRGBColorSpace;
  return noteTexture;
}

export function AudioView() {
  const map = useMemo(audioBadge, []);
  return (
    <Billboard>
      <mesh>
        <circleGeometry args={[0.35, 32]} />
        <meshBasicMaterial map={map} transparent toneMapped={false} />
      </mesh>
    </Billboard>
  );
}

export function GlbView(props: { src: string; playAnimation: boolean; loop: boolean; sunset: boolean; onSize?: (size: Vector3) => void; onAnimations?: (count: number) => void }) {
  const gltf = useLoader(GLTFLoader, props.src, configureGltfLoader);
  const gl = useThree((s) => s.gl);
  // A private copy: the loader caches one scene per URL, and two objects may show the same model.
  const { model, size } = useMemo(() => {
    const model = cloneSkinned(gltf.scene);
    model.traverse((o) => {
      if (o instanceof Mesh) o.material = Array.isArray(o.material) ? o.material.map((m: Material) => m.clone()) : (o.material as Material).clone();
    });
    return { model, size: new Box3().setFromObject(model).getSize(new Vector3()) };
  }, [gltf]);
  const { onSize, onAnimations } = props;
  useLayoutEffect(() => {
    onSize?.(size);
    onAnimations?.(gltf.animations.length);
  }, [size, gltf, onSize, onAnimations]);

  const mixer = useMemo(() => new AnimationMixer(model), [model]);
  useEffect(() => {
    if (!props.playAnimation || gltf.animations.length === 0) return;
    const actions = gltf.animations.map((clip) => {
      const a = mixer.clipAction(clip);
      a.setLoop(props.loop ? LoopRepeat : LoopOnce, props.loop ? Infinity : 1);
      a.clampWhenFinished = !props.loop;
      a.reset().play();
      return a;
    });
    return () => actions.forEach((a) => a.stop());
  }, [mixer, gltf, props.playAnimation, props.loop]);
  useFrame((_, delta) => mixer.update(delta));
  useContinuousFrames(props.playAnimation && gltf.animations.length > 0);
  const invalidate = useThree((s) => s.invalidate);
  useInvalidateOn(model);

  useEffect(() => {
    let cancelled = false;
    const apply = (env: Texture | null) => {
      model.traverse((o) => {
        if (!(o instanceof Mesh)) return;
        for (const m of (Array.isArray(o.material) ? o.material : [o.material]) as MeshStandardMaterial[]) {
          if (!("envMap" in m)) continue;
          m.envMap = env;
          m.needsUpdate = true;
        }
      });
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
      <meshBasicMaterial map={texture} color={texture ? "#ffffff" : "#cbd5e1"} transparent opacity={MARKER_OPACITY} depthWrite={false} toneMapped={false} side={DoubleSide} />
    </mesh>
  );
}

/** A failed load (404, corrupt file) shows the broken placeholder instead of taking the canvas down. */
export class ViewErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
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

