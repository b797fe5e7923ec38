import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { PageLoading } from "../../components/PageLoading";
import { SpeakerTalkCard } from "./SpeakerTalkCard";

/** What every bad link gets, whatever the reason: no detail. */
export function InvalidLink() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh", p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: "center" }}>
        <LinkOff color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          This link is no longer valid
        </Typography>
      </Paper>
    </Box>
  );
}

/** /speaker-portal/:token: the speaker's own talks, reached by his secret link without signing in. */
export default function SpeakerPortalPage() {
  const { token = "" } = useParams();
  const view = useQuery(api.speakerPortal.view, { token });
  if (view === undefined) return <PageLoading />;
  if (view === null) return <InvalidLink />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome, {view.speaker}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Thank you for serving on this retreat. Here {view.talks.length === 1 ? "is your talk" : "are your talks"}: please confirm, and leave
        the team a note if you need anything.
      </Typography>
      <Stack spacing={2}>
        {view.talks.map((talk) => (
          <SpeakerTalkCard key={talk._id} token={token} talk={talk} />
        ))}
      </Stack>
    </Container>
  );
}
