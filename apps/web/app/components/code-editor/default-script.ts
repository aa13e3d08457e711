// Editors spec 9: the default script creates a cube with a white colour and adds an asset.

export const DEFAULT_ASSET_NAME = "model";

export const DEFAULT_SCRIPT = `// A white cube standing on the marker.
const cube = primitive("cube");
cube.color = "#ffffff";
cube.position.set(0, 0.5, 0);

// An asset of this project, by the name given to it in the asset list
// ("Add asset" uploads a GLB model, a JPG/PNG image or an MP4 video).
const model = asset("${DEFAULT_ASSET_NAME}");
model.position.set(1.5, 0.5, 0);
model.rotation.y = 30; // degrees
`;
