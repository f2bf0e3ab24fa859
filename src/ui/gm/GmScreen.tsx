/** The GM screen: take players' results and show the round's order. */
export interface GmScreenProps {
  /** A shared link (`#gm?r=...`) that opened the screen; its payload is taken once. */
  readonly link?: string;
}

export function GmScreen(_props: GmScreenProps) {
  return (
    <section class="stack" aria-labelledby="gm-title">
      <h1 id="gm-title">GM: this round</h1>
      <p class="muted">Scan players' QR codes or paste their shared text.</p>
    </section>
  );
}
