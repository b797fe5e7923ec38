import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { PageLoading } from "../components/PageLoading";
import { AppHeader } from "./AppHeader";

export function AppLayout() {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppHeader />
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
