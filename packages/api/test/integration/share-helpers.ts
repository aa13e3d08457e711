// Sharing an AR project as the tests that need a second editor set it up: invited by e-mail, accepted.
import { expect } from "vitest";
import { getDb } from "@ar/db";
import { call } from "@ar/devtools/testing";

/** The owner invites `member` to the project, and the member accepts. */
export async function shareAccepted(
  api: { url: string },
  ownerToken: string,
  member: { token: string; user: { email: string } },
  projectId: number,
): Promise<void> {
  await call(api.url, "POST", `/api/ar-projects/${projectId}/users/add`, {
    token: ownerToken,
    body: { emailToInvite: member.user.email },
  });
  const invitation = await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId } });
  const answer = await call(api.url, "POST", "/api/trpc/projects.answerInvitation", {
    token: member.token,
    body: { invitationId: invitation.id, accept: true },
  });
  expect(answer.status).toBe(200);
}
