// AR projects: creating, parameters, sharing with the project's editors, and the project QR.
import { describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { getDb } from "@ar/db";
import { call, formData, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-projects-", env: { AR_VIEWER_URL: "https://ar.example.com" } });

describe("projects and sharing", () => {
  it("create, list by type, params, sharing, access matrix, delete", async () => {
    const owner = await signIn(api.url);
    const shared = await signIn(api.url);
    const stranger = await signIn(api.url);
    const created = await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: "ALBUM", name: null, scenes: [], isOwner: true });
    const id = created.body.id as number;
    expect(
      (await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: owner.token })).body.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([id]);
    expect((await call(api.url, "GET", "/api/ar-projects/QR", { token: owner.token })).body).toEqual([]);
    expect((await call(api.url, "GET", "/api/ar-projects/banana", { token: owner.token })).status).toBe(400);

    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/name`, {
          token: owner.token,
          body: { value: "My album" },
        })
      ).body.name,
    ).toBe("My album");
    const feats = await call(api.url, "POST", `/api/ar-projects/data/${id}/features`, {
      token: owner.token,
      body: { value: { lazyLoad: true, useAppClips: true } },
    });
    expect(feats.body).toMatchObject({ features: { lazyLoad: true, useAppClips: true }, useAppClips: true });
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${id}/invert`, { token: owner.token, body: { value: true } }))
        .body.invert,
    ).toBe(true);
    const notAllowed = await call(api.url, "POST", `/api/ar-projects/data/${id}/apiKey`, {
      token: owner.token,
      body: { value: "x" },
    });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.error.fields).toEqual({ param: "invalid" });
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/features`, {
          token: owner.token,
          body: { value: { teleport: true } },
        })
      ).status,
    ).toBe(400);

    // Stranger and anonymous see nothing.
    for (const [m, p] of [
      ["GET", `/api/ar-projects/data/${id}`],
      ["GET", `/api/ar-projects/${id}/users`],
      ["POST", `/api/ar-projects/data/${id}/create-qr-scene`],
    ] as const) {
      expect((await call(api.url, m, p, { token: stranger.token, body: m === "POST" ? {} : undefined })).status).toBe(
        404,
      );
      expect((await call(api.url, m, p, { body: m === "POST" ? {} : undefined })).status).toBe(401);
    }
    // Sharing invites; the invitee accepts, then opens and edits, but cannot delete or share.
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
          token: owner.token,
          body: { emailToInvite: "" },
        })
      ).status,
    ).toBe(400);
    const users = await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
      token: owner.token,
      body: { emailToInvite: shared.user.email.toUpperCase() },
    });
    expect(users.body.map((u: { email: string; access: string }) => [u.email, u.access])).toEqual([
      [owner.user.email, "owner"],
      [shared.user.email, "invited"],
    ]);
    expect((await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: shared.token })).body).toEqual([]);
    const invitations = (await call(api.url, "GET", "/api/trpc/projects.invitations", { token: shared.token })).body
      .result.data;
    expect(invitations).toMatchObject([
      { projectId: id, projectType: "ALBUM", projectName: "My album", ownerEmail: owner.user.email },
    ]);
    const accepted = await call(api.url, "POST", "/api/trpc/projects.answerInvitation", {
      token: shared.token,
      body: { invitationId: invitations[0].id, accept: true },
    });
    expect(accepted.body.result.data).toEqual({ projectId: id, accepted: true });
    const after = await call(api.url, "GET", `/api/ar-projects/${id}/users`, { token: owner.token });
    expect(after.body.map((u: { email: string; name: string; access: string }) => [u.email, u.name, u.access])).toEqual(
      [
        [owner.user.email, owner.user.name, "owner"],
        [shared.user.email, shared.user.name, "edit"],
      ],
    );
    expect(
      (await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: shared.token })).body.map(
        (p: { id: number; isOwner: boolean }) => [p.id, p.isOwner],
      ),
    ).toEqual([[id, false]]);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/name`, {
          token: shared.token,
          body: { value: "Edited" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
          token: shared.token,
          body: { emailToInvite: stranger.user.email },
        })
      ).status,
    ).toBe(403);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${id}`, { token: shared.token })).status).toBe(403);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${id}`, { token: owner.token })).body).toEqual({
      deleted: true,
    });
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("the project QR encodes {host}/{id}, the clip link, or the owner's custom domain", async () => {
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body.id as number;
    const decode = async (q: string) => {
      const png = PNG.sync.read(
        Buffer.from(
          await (
            await fetch(`${api.url}/api/qr/${id}?${q}`, { headers: { authorization: `Bearer ${owner.token}` } })
          ).arrayBuffer(),
        ),
      );
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    };
    expect(await decode("type=ar-project")).toBe(`https://ar.example.com/${id}`);
    expect(await decode("type=ar-project-clip")).toBe(`https://ar.example.com/clip/${id}`);
    await getDb().user.update({ where: { id: owner.user.id }, data: { customDomain: "ar.mybrand.ru" } });
    expect(await decode("type=ar-project")).toBe(`https://ar.mybrand.ru/${id}`);
    // A QR scene's own code (a code project tracks each of its QR markers): the link names the marker.
    const scene = (
      await call(api.url, "POST", `/api/ar-projects/data/${id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "Second" },
      })
    ).body as { qrMarker: { id: string } };
    expect(await decode(`type=ar-project&marker=${scene.qrMarker.id}`)).toBe(
      `https://ar.mybrand.ru/${id}?m=${scene.qrMarker.id}`,
    );
    const other = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body
      .id as number;
    const foreign = (
      await call(api.url, "POST", `/api/ar-projects/data/${other}/create-qr-scene`, { token: owner.token, body: {} })
    ).body as { qrMarker: { id: string } };
    for (const marker of [foreign.qrMarker.id, "nothex!", "0".repeat(65)]) {
      const res = await call(api.url, "GET", `/api/qr/${id}?type=ar-project&marker=${encodeURIComponent(marker)}`, {
        token: owner.token,
      });
      expect([res.status, res.body.error?.fields], marker).toEqual([400, { marker: "invalid" }]);
    }
  });

  it("a project's QR and its assets' status are for those who may open the project (ids are sequential, the domain private)", async () => {
    const owner = await signIn(api.url);
    const stranger = await signIn(api.url);
    await getDb().user.update({ where: { id: owner.user.id }, data: { customDomain: "private.mybrand.ru" } });
    const id = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body.id as number;
    const assetId = (
      await upload(
        api.url,
        owner.token,
        `/api/ar-projects/${id}/assets`,
        formData({ file: { name: "p.png", data: await pngFile(16) } }, { disableCompressing: "true" }),
      )
    ).body.id as number;
    const qr = (token: string | null, q: string) =>
      fetch(`${api.url}/api/qr/${id}.svg?${q}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const q of ["type=ar-project", "type=ar-project-clip", "type=ar-project&domain=ar.example.org"]) {
      expect((await qr(null, q)).status, q).toBe(401);
      expect((await qr(stranger.token, q)).status, q).toBe(404);
      const mine = await qr(owner.token, q);
      expect([mine.status, mine.headers.get("cache-control")?.startsWith("private")], q).toEqual([200, true]);
    }
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`)).status).toBe(401);
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`, { token: owner.token })).body).toMatchObject({
      complete: true,
    });
    // Card QRs stay public: card ids are unguessable and printed.
    expect((await fetch(`${api.url}/api/qr/nosuchcard?type=wishes`)).status).toBe(404);
  });
});
