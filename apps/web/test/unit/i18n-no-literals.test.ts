// Issue 12: every text a screen shows comes from the ru/en resources. This scan parses every .tsx
// file under app/ and fails on words rendered literally: JSX text, string literals in a rendered
// position of a JSX expression ({cond ? "Yes" : t("no")}, {"Hi " + name}, template parts) and
// user-facing attributes (aria-label, title, placeholder, alt, label, …) given a literal.
// Texts inside t(…)/i18n.t(…) calls and non-rendered positions (comparisons, call arguments,
// object keys, className) are not texts a user reads, so they are not reported.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");

/** Attributes whose value a user sees or hears. The kit's own components take label/hint/error/… */
const USER_FACING_ATTRIBUTE =
  /^(aria-(label|description|valuetext|roledescription|placeholder)|title|placeholder|alt|label|description|hint|error|heading|caption|message|[a-z]+(Label|Text|Title))$/;

/**
 * Literal texts that are not language: symbols, units shared by both languages, brand and format
 * names. Each entry is matched against the whole trimmed literal.
 */
const ALLOWED = new Set<string>([
  "₽", // the rouble sign follows a number formatted by formatPrice
  "×", // "800 × 600" in sizes
  "3D", // as in "3D" tabs and badges, the same in both languages
  "https://", // URL field placeholder
  "#FFFFFF", // colour field placeholder (a hex value)
  "X",
  "Y",
  "Z", // axis names
  "QR", // the code's name in both languages
  "GLB",
  "USDZ",
  "PNG",
  "JPEG",
  "WebM",
  "MP4",
  "PDF",
  "CSV", // file formats
  "ARKit", // brand
  "px",
  "cm",
  "mm",
  "%", // units written the same way in both interface languages
]);

/** Letters of any script: a literal with none (".", " · ", "—", "{ }") is punctuation. */
const hasWords = (s: string) => /\p{L}/u.test(s);

function isAllowed(text: string): boolean {
  const s = text.trim();
  return !s || !hasWords(s) || ALLOWED.has(s);
}

function tsxFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(dir, f));
}

const isTranslationCall = (node: ts.CallExpression): boolean => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === "t";
  return ts.isPropertyAccessExpression(callee) && callee.name.text === "t";
};

/** String pieces of an expression that end up rendered as they are. */
function renderedLiterals(expr: ts.Expression, out: ts.Node[]): void {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
    out.push(expr);
  } else if (ts.isTemplateExpression(expr)) {
    if (hasWords(expr.head.text)) out.push(expr.head);
    for (const span of expr.templateSpans) {
      if (hasWords(span.literal.text)) out.push(span.literal);
      renderedLiterals(span.expression, out);
    }
  } else if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) {
    renderedLiterals(expr.expression, out);
  } else if (ts.isConditionalExpression(expr)) {
    renderedLiterals(expr.whenTrue, out);
    renderedLiterals(expr.whenFalse, out);
  } else if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) {
      renderedLiterals(expr.left, out);
      renderedLiterals(expr.right, out);
    } else if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      renderedLiterals(expr.left, out);
      renderedLiterals(expr.right, out);
    } else if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
      renderedLiterals(expr.right, out);
    }
  } else if (ts.isArrayLiteralExpression(expr)) {
    for (const el of expr.elements) renderedLiterals(el as ts.Expression, out);
  }
  // Calls (t(…), formatters), identifiers, property reads and nested JSX are not literals here;
  // nested JSX is visited on its own.
}

type Finding = { file: string; line: number; text: string };

export function findLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (isAllowed(text)) return;
    findings.push({
      file: path.relative(APP, file),
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: text.trim(),
    });
  };
  const textOf = (node: ts.Node) =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
      ? node.text
      : node.getText(sf);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTranslationCall(node)) return;
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const found: ts.Node[] = [];
      renderedLiterals(node.expression, found);
      for (const lit of found) report(lit, textOf(lit));
    }
    if (ts.isJsxAttribute(node) && node.initializer && USER_FACING_ATTRIBUTE.test(node.name.getText(sf))) {
      const init = node.initializer;
      const found: ts.Node[] = [];
      if (ts.isStringLiteral(init)) found.push(init);
      else if (ts.isJsxExpression(init) && init.expression) renderedLiterals(init.expression, found);
      for (const lit of found) report(lit, textOf(lit));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

describe("no literal interface text", () => {
  it("finds literals in the forms it is meant to catch", () => {
    const sample = `
      export function A({ ok }: { ok: boolean }) {
        const { t } = useTranslation();
        return (
          <div title="Hello" aria-label={t("x")} className="text-red-500">
            Plain words
            {ok ? "Yes" : t("no")}
            {\`\${count} items\`}
            <Field label="Name" placeholder={t("p")} hint={"Optional " + t("h")} />
            <img alt="" />
            <span>{" · "}</span>
            <span>₽ ×</span>
            {t("only.key", { defaultValue: "Not a literal on screen" })}
          </div>
        );
      }`;
    expect(findLiterals(path.join(APP, "sample.tsx"), sample).map((f) => f.text)).toEqual([
      "Hello",
      "Plain words",
      "Yes",
      "items",
      "Name",
      "Optional",
    ]);
  });

  it("finds none in app/", () => {
    const findings = tsxFiles(APP).flatMap((file) => findLiterals(file, readFileSync(file, "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });
});
