import { createTheme } from "@mui/material/styles";
import { focusFirstField } from "./focusFirstField";

export const theme = createTheme({
  cssVariables: true,
  colorSchemes: {
    light: {
      palette: {
        primary: { main: "#5b3a8c" },
        secondary: { main: "#b8860b" },
        background: { default: "#f7f5fa" },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "2rem", fontWeight: 700 },
    h2: { fontSize: "1.5rem", fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
    MuiCard: { defaultProps: { variant: "outlined" } },
    // Icon buttons show where the keyboard is (grid cells' own outline and the ripple are easy to miss).
    MuiIconButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          "&.Mui-focusVisible, &:focus-visible": { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
        }),
      },
    },
    MuiDialog: { defaultProps: { slotProps: { transition: { onEntered: focusFirstField } } } },
  },
});
