import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatUnderlined from "@mui/icons-material/FormatUnderlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { sanitizeRichText } from "../../../convex/shared/richText";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";

const COMMANDS: Array<{ command: string; label: keyof typeof sharedNs.en; icon: ReactNode }> = [
  { command: "bold", label: "richText.bold", icon: <FormatBold fontSize="small" /> },
  { command: "italic", label: "richText.italic", icon: <FormatItalic fontSize="small" /> },
  { command: "underline", label: "richText.underline", icon: <FormatUnderlined fontSize="small" /> },
  { command: "insertUnorderedList", label: "richText.bulleted", icon: <FormatListBulleted fontSize="small" /> },
  { command: "insertOrderedList", label: "richText.numbered", icon: <FormatListNumbered fontSize="small" /> },
];

/**
 * A small rich-text field (bold, italic, underline, lists) on a contentEditable region. The
 * initial HTML is sanitised before it is shown; the server sanitises again when saving.
 */
export function RichTextEditor({ label, initialHtml, onChange }: { label: string; initialHtml: string; onChange: (html: string) => void }) {
  const t = useT(sharedNs);
  const editor = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (editor.current !== null) editor.current.innerHTML = sanitizeRichText(initialHtml);
    // Only the first value: afterwards the region owns its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (command: string) => {
    editor.current?.focus();
    document.execCommand(command);
    onChange(editor.current?.innerHTML ?? "");
  };

  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: "divider", px: 0.5 }} role="toolbar" aria-label={t("richText.toolbar", { label })}>
          {COMMANDS.map(({ command, label: key, icon }) => {
            const name = t(key);
            return (
            <Tooltip key={command} title={name}>
              <IconButton size="small" aria-label={name} onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)}>
                {icon}
              </IconButton>
            </Tooltip>
            );
          })}
        </Stack>
        <Box
          ref={editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline
          aria-labelledby={labelId}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          sx={{ minHeight: 96, p: 1.5, outline: "none", "& p": { m: 0 }, "&:focus": { bgcolor: "action.hover" } }}
        />
      </Box>
    </Box>
  );
}

/** Shows stored rich text, sanitised again before it reaches the page. */
export function RichText({ html }: { html: string }) {
  return <Box sx={{ "& p": { m: 0 }, "& ul, & ol": { my: 0, pl: 2.5 } }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
