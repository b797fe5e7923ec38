import Add from "@mui/icons-material/Add";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Delete from "@mui/icons-material/Delete";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Edit from "@mui/icons-material/Edit";
import Print from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { RichText } from "../../components/richText/RichTextEditor";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PrayerDialog } from "./PrayerDialog";
import { PrayerSheet } from "./PrayerSheet";
import { KIND_KEYS, reordered, type Prayer } from "./types";
import { prayersNs } from "../../i18n/namespaces/prayers";
import { useT } from "../../i18n/useT";

function Prayers() {
  const t = useT(prayersNs);
  const prayers = useQuery(api.prayers.list, {});
  const move = useMutation(api.prayers.move);
  const reorder = useMutation(api.prayers.reorder).withOptimisticUpdate((store, { prayerIds }) => {
    const current = store.getQuery(api.prayers.list, {});
    if (current === undefined) return;
    const byId = new Map(current.map((p) => [p._id, p]));
    store.setQuery(api.prayers.list, {}, prayerIds.flatMap((id, sort_order) => (byId.has(id) ? [{ ...byId.get(id)!, sort_order }] : [])));
  });
  const remove = useMutation(api.prayers.remove);
  const guarded = useGuardedCall();
  const [editing, setEditing] = useState<Prayer | null | "new">(null);
  const [largeType, setLargeType] = useState(true);
  const [dragged, setDragged] = useState<Id<"prayers"> | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheet, t("sheet.title"));
  if (prayers === undefined) return <PageLoading />;

  const drop = (target: Id<"prayers">) => {
    if (dragged === null || dragged === target) return;
    const ids = reordered(prayers.map((p) => p._id), dragged, target);
    void guarded(() => reorder({ prayerIds: ids }), t("fail.reorder"));
    setDragged(null);
  };

  return (
    <>
      <PageHeader title={t("page.title")}>
        <FormControlLabel control={<Switch checked={largeType} onChange={(e) => setLargeType(e.target.checked)} />} label={t("page.largeType")} />
        <Button variant="outlined" startIcon={<Print />} onClick={print} disabled={prayers.length === 0}>
          {t("page.print")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing("new")}>
          {t("page.add")}
        </Button>
      </PageHeader>
      {prayers.length === 0 ? (
        <Typography color="text.secondary">{t("page.empty")}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {prayers.map((prayer, index) => (
            <Card
              key={prayer._id}
              variant="outlined"
              component="article"
              aria-label={prayer.title}
              draggable
              onDragStart={() => setDragged(prayer._id)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => drop(prayer._id)}
              sx={{ opacity: dragged === prayer._id ? 0.5 : 1 }}
            >
              <CardContent sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
                <DragIndicator color="action" sx={{ cursor: "grab", mt: 0.5 }} aria-hidden />
                <Box sx={{ flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.5 }}>
                    <Typography variant="h6" component="h2">
                      {prayer.title}
                    </Typography>
                    <Chip size="small" variant="outlined" label={t(KIND_KEYS[prayer.kind])} color={prayer.kind === "intention" ? "secondary" : "default"} />
                  </Stack>
                  <RichText html={prayer.body} />
                </Box>
                <Stack direction="row">
                  <IconButton
                    aria-label={t("page.moveUp", { title: prayer.title })}
                    disabled={index === 0}
                    onClick={() => void guarded(() => move({ prayerId: prayer._id, direction: "up" }), t("fail.move"))}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t("page.moveDown", { title: prayer.title })}
                    disabled={index === prayers.length - 1}
                    onClick={() => void guarded(() => move({ prayerId: prayer._id, direction: "down" }), t("fail.move"))}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t("page.edit", { title: prayer.title })} onClick={() => setEditing(prayer)}>
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t("page.delete", { title: prayer.title })} onClick={() => void guarded(() => remove({ prayerId: prayer._id }), t("fail.delete"))}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {editing !== null && <PrayerDialog prayer={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <Box sx={{ display: "none" }}>
        <PrayerSheet ref={sheet} prayers={prayers} largeType={largeType} />
      </Box>
    </>
  );
}

/** /prayers: the chapel's prayers and intentions, in order, printable in large type. */
export default function PrayersPage() {
  return (
    <QueryErrorBoundary>
      <Prayers />
    </QueryErrorBoundary>
  );
}
