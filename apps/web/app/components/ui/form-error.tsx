// A form-level error (what no field of the form can show), translated.
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { Alert } from "./alert";

export function FormError({ error, "data-testid": testId }: { error?: Message; "data-testid"?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert tone="error" data-testid={testId}>
      {t(error.key, error.values)}
    </Alert>
  );
}
