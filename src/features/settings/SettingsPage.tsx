import Save from "@mui/icons-material/Save";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMutation, useQuery } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { SETTING_DEFAULTS, type SettingKey, type Settings } from "../../../convex/shared/settings";
import { useViewer } from "../../components/auth/useViewer";
import { useLeaveGuard } from "../../components/dialogs/useLeaveGuard";
import { PageLoading } from "../../components/PageLoading";
import { useNotify } from "../../components/notifications/useNotify";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { englishText } from "../../i18n/namespace";
import { settingsNs } from "../../i18n/namespaces/settings";
import { refusalOf, useRefusalText, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { LogoManagementSection, PdfHeaderSection } from "./LogoSections";
import { RetreatScheduleSection } from "./RetreatScheduleSection";
import type { SettingErrors } from "./SettingField";
import {
  AdorationScheduleSection,
  BasicInformationSection,
  HouseCostSection,
  ParticipantEstimatesSection,
  RetreatHouseSection,
} from "./SettingsSections";
import { adorationSummary, changeSetting, formProblems, outsideSummary, valuesToSave } from "./settingsForm";

export const SAVE_FAILED = englishText(settingsNs, "saveFailed");

function SettingsForm({ initial, withMoney }: { initial: Settings; withMoney: boolean }) {
  const save = useMutation(api.settings.save);
  const notify = useNotify();
  const t = useT(settingsNs);
  const refusalText = useRefusalText();
  const errorText = useServerErrorText();
  const [saved, setSaved] = useState<Settings>(initial);
  const [values, setValues] = useState<Settings>(initial);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const leaveGuard = useLeaveGuard(dirty);
  const [errors, setErrors] = useState<SettingErrors>({});
  const [saving, setSaving] = useState(false);

  const onChange = (key: SettingKey, value: string) => {
    setValues((current) => changeSetting(current, key, value));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const toSave = valuesToSave(values, withMoney);
    const problems = formProblems(toSave, refusalText);
    setErrors(problems.byField);
    if (problems.first !== null) {
      notify({ title: t("saveFailed"), description: problems.first, variant: "error" });
      return;
    }
    setSaving(true);
    try {
      const { adoration, outside } = await save({ values: toSave });
      setSaved(values);
      const summary = adorationSummary(adoration, t);
      const left = outsideSummary(outside, t);
      const texts = [summary?.text, left].filter((text) => text != null);
      notify({
        title: t("saved.title"),
        description: texts.length > 0 ? texts.join(" ") : t("saved.description"),
        variant: summary?.warning || left !== null ? "warning" : "success",
      });
    } catch (error) {
      notify({ title: t("saveFailed"), description: refusalOf(error) === null ? undefined : errorText(error), variant: "error" });
    } finally {
      setSaving(false);
    }
  };

  const props = { values, errors, onChange };
  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {leaveGuard}
      <PageHeader title={t("title")}>
        <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </PageHeader>
      <LogoManagementSection />
      <PdfHeaderSection {...props} />
      <BasicInformationSection {...props} />
      <RetreatScheduleSection {...props} />
      <AdorationScheduleSection {...props} />
      <RetreatHouseSection {...props} />
      <ParticipantEstimatesSection {...props} />
      {withMoney && <HouseCostSection {...props} />}
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" size="large" startIcon={<Save />} disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The general settings, and the house costs only for someone who manages finance. */
function LiveSettings() {
  const viewer = useViewer();
  const withMoney = viewer.status === "signedIn" && viewer.viewer.permissions.includes("manageFinance");
  const general = useQuery(api.settings.get, {});
  const money = useQuery(api.settings.money, withMoney ? {} : "skip");
  // The form keeps the values it starts with, so it waits until it knows whether house costs are shown.
  if (viewer.status === "loading" || general === undefined || (withMoney && money === undefined)) return <PageLoading />;
  return <SettingsForm initial={{ ...SETTING_DEFAULTS, ...general, ...money }} withMoney={withMoney} />;
}

export default function SettingsPage() {
  return (
    <QueryErrorBoundary>
      <LiveSettings />
    </QueryErrorBoundary>
  );
}
