import { describe, expect, it } from "vitest";
import {
  accountFieldErrorKey,
  accountFormFrom,
  accountInput,
  emptyAccountForm,
  FEATURE_IDS,
  isPasswordUnchanged,
  parseCardsBalance,
  PASSWORD_MASK,
  toggleFeature,
  validateAccountForm,
  type AccountFormValues,
} from "../../app/components/admin/account-form";

const filled = (patch: Partial<AccountFormValues> = {}): AccountFormValues => ({
  ...emptyAccountForm(),
  name: "Ann",
  email: "ann@example.com",
  password: "secret-password",
  ...patch,
});

describe("cardsBalance (spec 5: an integer ≥ 0, else Wrong value)", () => {
  it("parses whole numbers, with spaces around", () => {
    expect(parseCardsBalance("0")).toBe(0);
    expect(parseCardsBalance("42")).toBe(42);
    expect(parseCardsBalance(" 7 ")).toBe(7);
    expect(parseCardsBalance("007")).toBe(7);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      " ",
      "-1",
      "1.5",
      "1,5",
      "1e3",
      "+3",
      "abc",
      "12abc",
      "0x10",
      "10000001",
      "99999999999999999999",
    ]) {
      expect(parseCardsBalance(bad), bad).toBeNull();
    }
  });

  it("a wrong balance is a field error, shown as Wrong value, and nothing is built to send", () => {
    const values = filled({ cardsBalance: "-5" });
    expect(validateAccountForm(values, "create")).toEqual({ cardsBalance: "wrong_value" });
    expect(accountFieldErrorKey("cardsBalance", "wrong_value")).toBe("admin.form.wrongValue");
    expect(() => accountInput(values)).toThrow();
  });
});

describe("password (spec 5: empty or asterisks are not sent)", () => {
  it("treats empty and asterisks as unchanged", () => {
    expect(isPasswordUnchanged("")).toBe(true);
    expect(isPasswordUnchanged(PASSWORD_MASK)).toBe(true);
    expect(isPasswordUnchanged("***")).toBe(true);
    expect(isPasswordUnchanged("**x**")).toBe(false);
    expect(isPasswordUnchanged("new-password")).toBe(false);
  });

  it("omits an untouched or empty password from the request", () => {
    expect(accountInput(filled({ password: PASSWORD_MASK }))).not.toHaveProperty("password");
    expect(accountInput(filled({ password: "" }))).not.toHaveProperty("password");
    expect(accountInput(filled({ password: "brand-new-pass" })).password).toBe("brand-new-pass");
  });

  it("editing prefills the mask, which keeps the password", () => {
    const values = accountFormFrom({
      name: "Bo",
      email: "bo@example.com",
      features: [],
      cardsBalance: 3,
      customDomain: null,
      isAdmin: false,
    });
    expect(values.password).toBe(PASSWORD_MASK);
    expect(validateAccountForm(values, "edit")).toEqual({});
    expect(accountInput(values)).not.toHaveProperty("password");
  });

  it("a new account needs a password of 8 or more characters", () => {
    expect(validateAccountForm(filled({ password: "" }), "create")).toEqual({ password: "required" });
    expect(validateAccountForm(filled({ password: PASSWORD_MASK }), "create")).toEqual({ password: "required" });
    expect(validateAccountForm(filled({ password: "short" }), "create")).toEqual({ password: "min_length" });
    expect(validateAccountForm(filled({ password: "short" }), "edit")).toEqual({ password: "min_length" });
  });
});

describe("customDomain (spec 5: empty is sent as null)", () => {
  it("sends null for empty or blank, the trimmed name otherwise", () => {
    expect(accountInput(filled({ customDomain: "" })).customDomain).toBeNull();
    expect(accountInput(filled({ customDomain: "   " })).customDomain).toBeNull();
    expect(accountInput(filled({ customDomain: " ar.example.com " })).customDomain).toBe("ar.example.com");
  });

  it("editing an account without a domain shows an empty field", () => {
    expect(
      accountFormFrom({ name: "A", email: "a@b.cd", features: [], cardsBalance: 0, customDomain: null, isAdmin: false })
        .customDomain,
    ).toBe("");
  });
});

describe("features", () => {
  it("are the spec's six ids", () => {
    expect([...FEATURE_IDS]).toEqual(["arkit", "wishes", "ar-albums", "ar-qr", "code", "world"]);
  });

  it("toggle on and off, kept in the canonical order without duplicates", () => {
    let f = toggleFeature([], "world", true);
    f = toggleFeature(f, "wishes", true);
    f = toggleFeature(f, "wishes", true);
    expect(f).toEqual(["wishes", "world"]);
    expect(toggleFeature(f, "world", false)).toEqual(["wishes"]);
    expect(toggleFeature(f, "code", false)).toEqual(["wishes", "world"]);
  });

  it("an account's unknown feature ids are dropped from the form", () => {
    expect(
      accountFormFrom({
        name: "A",
        email: "a@b.cd",
        features: ["ar-qr", "legacy", "arkit"],
        cardsBalance: 0,
        customDomain: null,
        isAdmin: false,
      }).features,
    ).toEqual(["arkit", "ar-qr"]);
  });
});

describe("the request body", () => {
  it("is trimmed, typed and complete", () => {
    const body = accountInput(
      filled({
        name: "  Ann  ",
        email: " ann@example.com ",
        features: ["ar-qr", "wishes"],
        cardsBalance: " 12 ",
        isAdmin: true,
      }),
    );
    expect(body).toEqual({
      name: "Ann",
      email: "ann@example.com",
      password: "secret-password",
      features: ["wishes", "ar-qr"],
      cardsBalance: 12,
      customDomain: null,
      isAdmin: true,
    });
  });

  it("required fields and e-mail shape are checked before sending", () => {
    expect(validateAccountForm(filled({ name: " ", email: "" }), "create")).toEqual({
      name: "required",
      email: "required",
    });
    expect(validateAccountForm(filled({ email: "not-an-email" }), "create")).toEqual({ email: "email" });
  });

  it("maps the server's special codes to their texts", () => {
    expect(accountFieldErrorKey("isAdmin", "self")).toBe("admin.form.selfDemote");
    expect(accountFieldErrorKey("customDomain", "invalid")).toBe("admin.form.invalidDomain");
    expect(accountFieldErrorKey("email", "taken")).toBe("errors.taken");
    expect(accountFieldErrorKey("name", "something-new")).toBe("errors.invalid");
  });
});
