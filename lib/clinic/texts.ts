/** The clinic feature's texts, each once (docs/texts.md). Tests import them from here. */
export const clinicTexts = {
  /** '10:00 clinic time — 07:00 your time'; `visitorDay` when it is not the clinic's day. */
  clinicAndVisitorTime: (clinicTime: string, visitorTime: string, visitorDay: string | null) =>
    `${clinicTime} clinic time — ${visitorDay ? `${visitorDay}, ` : ''}${visitorTime} your time`,
} as const;
