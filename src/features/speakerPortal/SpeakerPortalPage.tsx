import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { Suspense, useMemo, type ReactNode } from "react";
import { useParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { Language } from "../../../convex/shared/languages";
import { PageLoading } from "../../components/PageLoading";
import { browserLanguage, LanguageContext, storedLanguage, useLanguage } from "../../i18n/language";
import { speakerPortalNs } from "../../i18n/namespaces/speakerPortal";
import { useT } from "../../i18n/useT";
import { SpeakerTalkCard } from "./SpeakerTalkCard";

/** What every bad link gets, whatever the reason: no detail. */
export function InvalidLink() {
  const t = useT(speakerPortalNs);
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh", p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: "center" }}>
        <LinkOff color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          {t("invalid")}
        </Typography>
      </Paper>
    </Box>
  );
}

/**
 * The visitor has no account: the portal speaks the language set on the link's talk, else the one
 * he chose himself on this device (the switch of the app's pages), else his browser's language,
 * else the language the app would show him anyway.
 */
export function portalLanguage(talkLanguage: Language | null | undefined, chosen: Language | null, browser: Language | null, fallback: Language): Language {
  return talkLanguage ?? chosen ?? browser ?? fallback;
}

function InPortalLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const outer = useLanguage();
  const state = useMemo(() => ({ language, choose: outer.choose }), [language, outer.choose]);
  return (
    <LanguageContext value={state}>
      <Suspense fallback={<PageLoading />}>
        <Box lang={language}>{children}</Box>
      </Suspense>
    </LanguageContext>
  );
}

function Portal({ token, view }: { token: string; view: NonNullable<ReturnType<typeof usePortalView>> }) {
  const t = useT(speakerPortalNs);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("welcome", { speaker: view.speaker })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("intro", { count: view.talks.length })}
      </Typography>
      <Stack spacing={2}>
        {view.talks.map((talk) => (
          <SpeakerTalkCard key={talk._id} token={token} talk={talk} />
        ))}
      </Stack>
    </Container>
  );
}

function usePortalView(token: string) {
  return useQuery(api.speakerPortal.view, { token });
}

/** /speaker-portal/:token: the speaker's own talks, reached by his secret link without signing in. */
export default function SpeakerPortalPage() {
  const { token = "" } = useParams();
  const view = usePortalView(token);
  const { language: appLanguage } = useLanguage();
  if (view === undefined) return <PageLoading />;
  const language = portalLanguage(view?.language, storedLanguage(), browserLanguage(), appLanguage);
  return <InPortalLanguage language={language}>{view === null ? <InvalidLink /> : <Portal token={token} view={view} />}</InPortalLanguage>;
}
