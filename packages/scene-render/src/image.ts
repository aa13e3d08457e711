// An image on a plane in the picture's proportions (planes.ts), drawn unlit as the file looks.
import { DoubleSide, Mesh, MeshBasicMaterial, PlaneGeometry, SRGBColorSpace, TextureLoader, type Texture } from "three";
import { planeSize } from "./planes";

export type ImagePlane = Mesh<PlaneGeometry, MeshBasicMaterial>;

/** A plane showing an already loaded texture (the texture is owned by the plane: disposeObject frees it). */
export function imagePlaneFromTexture(texture: Texture): ImagePlane {
  texture.colorSpace = SRGBColorSpace;
  const img = texture.image as { width?: number; height?: number } | undefined;
  const [w, h] = planeSize(img?.width && img.height ? img.width / img.height : 1);
  return new Mesh(
    new PlaneGeometry(w, h),
    new MeshBasicMaterial({ map: texture, transparent: true, side: DoubleSide, toneMapped: false }),
  );
}

/** Loads the picture (rejects when it cannot be read) and returns its plane. */
export async function createImagePlane(src: string): Promise<ImagePlane> {
  const loader = new TextureLoader();
  loader.setCrossOrigin("anonymous");
  return imagePlaneFromTexture(await loader.loadAsync(src));
}
