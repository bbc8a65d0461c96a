import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** The floor: the least a React page ships. Route budgets are ratios to this. */
function Floor() {
  return <h1>Hello</h1>;
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
}
