/** Why the server refused what the page asked (its problem+json reason), read out by screen readers; nothing when there is none. */
export function ProblemAlert({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p class="problem" role="alert">
      {problem}
    </p>
  );
}
