import { ConsoleDocument } from "./console-document";

/** What the sign-in page says above its form: why the visitor is here again, if there is a reason. */
export type SignInNotice = "wrong-token" | "rate-limited" | "signed-out" | "session-ended";

const notices: Record<SignInNotice, { text: string; problem: boolean }> = {
  "wrong-token": { text: "That is not the ops token. Nothing was signed in.", problem: true },
  "rate-limited": { text: "Too many tries from this address. Wait a minute, then try again.", problem: true },
  "signed-out": { text: "Signed out.", problem: false },
  "session-ended": { text: "Your session has ended. Sign in again.", problem: false },
};

/** One password field: the ops token (the same as the ops API's). */
export function SignInPage({ notice }: { notice?: SignInNotice }) {
  const shown = notice && notices[notice];
  return (
    <ConsoleDocument title="Sign in">
      <div className="sign-in panel">
        <h1>Sign in</h1>
        {shown && (
          <p className={shown.problem ? "notice problem" : "notice"} role={shown.problem ? "alert" : "status"}>
            {shown.text}
          </p>
        )}
        <form method="post" action="/ops/sign-in">
          <div className="field">
            <label htmlFor="token">Ops token</label>
            <input id="token" name="token" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit">Sign in</button>
        </form>
        <p className="muted">The session ends after 12 hours, or when you sign out.</p>
      </div>
    </ConsoleDocument>
  );
}
