/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brokenCitation,
  ROOT,
  commentsOf,
  placedCitationsIn,
  sourceComments,
  type DocsCitation,
  type SourceComment,
} from '../support/docs-comments';

/*
 * A citation must point at the section that describes what the code does, not merely at a
 * section that exists. Each citable section has a keyword list: the words a comment uses when it
 * speaks of that section's subject. The sentence that holds the citation (the citation itself
 * left out), or the declaration the comment documents, must use one of them. A chat timer citing
 * the appointments list, or registration citing it, then fails. A section with no list here
 * cannot be cited until it gets one.
 */

/**
 * Keyword lists, one per citable page or section, '|' between keywords. A keyword matches at a
 * word start ('book' matches 'booking'); one ending in '$' matches a whole word only ('s$': '60 s').
 */
const SUBJECTS: Record<string, string> = {
  'docs/product.md': 'site|product|mode',
  'docs/product.md#routes':
    'route|url|/|home|nav|footer|link|redirect|guard|404|not found|layout|protected|card|hero|why choose|welcome|metadata|title|focus',
  'docs/product.md#accounts-and-sessions':
    'account|session|regist|log in|logs in|logged|login|log out|logout|role|password|credential|sign|e-mails are compared',
  'docs/configuration.md#the-clinic-file': 'clinic file|clinic|doctor|hours|closure|week|specialt',
  'docs/product.md#booking':
    'book|slot|doctor|specialt|reason|form|picker|schedul|any doctor|free|date_time|formatted_date|field|hint|clinic hours|appointment record|stored appointment|the record|new appointment',
  'docs/product.md#appointments-list':
    'list|card|status|upcoming|completed|order|sort|print|empty|my appointments|label|schedule|patient_id|patient_email|match',
  'docs/storage.md':
    'storage|stored|localstorage|key|record|invalid|quota|merge|tab$|tabs$|json|persist|schema|validat|blocked|write|written|read$|reads$|saved|store|local mode',
  'docs/chat.md':
    'chat|assistant|conversation|message|panel|popup|confetti|widget|backup|greeting|reset|log$|logs$|status|banner|history|typing|bot$|bots$|send|plain text|ai note|ai-generated|reply',
  'docs/chat.md#how-the-assistant-loads': 'load|chunk|rules|panel|open|fetch|texts|language',
  'docs/chat.md#connection':
    'connect|probe|attempt|retr|ready|offline|loading|fallback|timeout|abort|health|query|status|model',
  'docs/chat.md#fallback-dialogue':
    'fallback|canned|intent|reply|replies|yes|no$|question|hours|fever|baby|age$|aged$|ages$|awaiting|dialogue|follow-up|advice|answer|temperature|bot$|bots$',
  'docs/chat.md#red-flags':
    'red flag|red-flag|emergenc|911|988|poison|categor|triage|negat|typo|match|corpus|recall|alarm|phrase|normali|age$|aged$|ages$|temperature|fever|baby',
  'docs/chat.md#languages':
    'language|spanish|english|page|texts|catalog|greeting|reply|replies|prompt|persona|intent|yes|widget|status|store|engine',
  'docs/chat.md#model-protocols':
    'model|protocol|tgi|openai|chat completions|chat-completions|prompt|gemma|persona|request|generated_text|token|bearer|wire|endpoint|inputs|parameters|max_new_tokens|turn|text-generation',
  'docs/chat.md#connecting-a-model': 'model|endpoint|token|proxy|public|protocol|url|bearer',
  'docs/chat.md#reply-post-processing':
    'reply|replies|post-process|post process|control token|strip|refusal|markdown|as an ai|clean|poor api response',
  'docs/notifications.md': 'e-mail|email|notice|notif|template|send|sent|recipient',
  'docs/notifications.md#languages':
    'language|spanish|english|template|catalog|text|e-mail|email|param|locale',
  'docs/debug.md':
    'debug|api-test|email-test|probe|report|debuginfo|developer|backend|test e-mail|test notice',
  'docs/hosting.md':
    'host|base path|base_path|sub-path|basepath|header|csp|content-security|nginx|apache|caddy|netlify|vercel|firebase|azure|static|serve|publish|cdn|public file',
  'docs/offline.md':
    'offline|service worker|sw$|serwist|manifest|install|cache|precache|worker|pwa',
  'docs/languages.md': 'language|spanish|english|locale|translat',
  'docs/languages.md#routes':
    'route|/es|path|lang|hreflang|alternate|layout|tree|language|locale|document|spanish|english|address',
  'docs/languages.md#catalogs':
    'catalog|message|text|translat|language|icu|next-intl|provider|metadata|title|description',
  'docs/languages.md#refusals-by-code':
    'refus|error|code|catalog|language|text|sentence|message|notice|key',
  'docs/languages.md#the-language-switch': 'switch|choice|chosen|remember|language|link',
  'docs/languages.md#first-load-javascript-against-the-site-before-spanish':
    'first load|first-load|chunk|bytes|gzip|load',
  'docs/languages.md#the-accounts-language':
    'language|account|regist|e-mail|email|session|switch|locale|signed in|logged-in',
  'docs/languages.md#the-offer-of-spanish': 'offer|spanish|prefer|navigator|browser|redirect',
  'docs/languages.md#what-a-page-loads':
    'page|namespace|message|catalog|provider|html|load|shell|language|text',
  'docs/languages.md#glossary': 'glossary|term|spanish|english|word',
  'docs/languages.md#review': 'review|spanish|style|usted|machine|glossary|catalog|translat',
  'docs/languages.md#pages-for-any-address':
    'address|404|any|path|failure|error|lang|language|spanish|english|shell|page',
  'docs/languages.md#what-is-still-english':
    'english|translat|still|boundary|404|not yet|language|page|form|texts',
  'docs/decisions/022-spanish-with-next-intl.md':
    'next-intl|i18n|language|spanish|catalog|middleware|plugin',
  'docs/hosting.md#hosts': 'host|nginx|apache|caddy|root|serve|header|404',
  'docs/hosting.md#previews': 'preview|noindex|robots|banner|deploy',
  'docs/configuration.md#site-settings': 'setting|env|next_public|build|config|variable|key',
  'docs/configuration.md#password-iterations': 'pbkdf2|iteration|password|hash',
  'docs/product.md#timings-and-limits':
    'ms$|s$|second|minute|hour|day|timeout|delay|interval|limit|cap$|max|duration|length|attempts|horizon|ahead|iterations|pieces|characters|at most',
  'docs/texts.md':
    'text|message|wording|label|string|error|title|notice|reply|replies|says|shown|user-visible|hint|greeting|question|answer',
  'docs/shared-mode.md#the-site-in-shared-mode':
    'shared|database|postgrest|server|repositor|offline|doctor account|data api|postgres|stale',
  'docs/product.md#clinic-time':
    'clinic|zone|timezone|clock|day|date|today|dst|daylight|local time|utc|formatted|instant|wall|hour|week|midnight|iana|your time|visitor|time$|times$',
  'docs/product.md#rescheduling': 'reschedul|move|moving|rescheduled_to',
  'docs/product.md#cancellation': 'cancel|late|notice period|reason',
  'docs/product.md#calendar-files': 'calendar|ics|event|uid|sequence|reminder|icalendar',
  'docs/product.md#booking-reference': 'reference|code',
  'docs/shared-mode.md': 'shared|database|postgrest|sql|server|api|rpc|postgres|db',
  'docs/shared-mode.md#the-database': 'table|database|schema|constraint|index|refus|migration|sql',
  'docs/shared-mode.md#what-the-database-refuses':
    'overlap|refus|constraint|exclusion|trigger|deadlock',
  'docs/shared-mode.md#roles-and-policies':
    'role|polic|rls|grant|permission|doctor account|own|doctor|link',
  'docs/shared-mode.md#the-http-api':
    'api|http|rpc|postgrest|endpoint|function|request|call|client|error|jwt|token',
  'docs/shared-mode.md#error-codes': 'error|code|refus|sqlstate',
  'docs/shared-mode.md#accounts-tokens-and-lockout': 'account|token|lock|login|password|session',
  'docs/shared-mode.md#post-only-functions': 'post|get|head|function',
  'docs/operations.md#database-commands':
    'migrat|backup|operation|doctor|db:|link|seed|cluster|stack',
  'docs/operations.md#deploying-shared-mode': 'deploy|https|host',
  'docs/operations.md#scaling': 'scal|index|load|concurren|bench',
  'docs/testing.md#shared-mode-tests': 'test|pgtap',
  'docs/clinic-calendar.md':
    'calendar|hours|time off|closure|staff|attendance|audit|claim|schedule|doctor',
  'docs/clinic-calendar.md#free-slots': 'free|slot|available|open|hours|picker',
  'docs/front-desk.md':
    'schedule|desk|staff|doctor|time off|closure|book|cancel|grid|panel|text|session|mode',
  'docs/front-desk.md#patient-records-and-claim-links':
    'patient record|claim|record|staff|phone|one-time link|link|password|patient|account',
  'docs/front-desk.md#the-front-desk-page':
    'schedule|desk|grid|row|cell|view|day|week|free|book|panel|appointment|staff|doctor|print',
  'docs/front-desk.md#visit-types-and-family-members':
    'visit type|type$|types$|family|member|person|account|intake|answer|question|length|free start|book',
  'docs/front-desk.md#attendance': 'attend|arrived|completed|no-show|no_show|missed|marked',
  'docs/front-desk.md#the-audit-trail': 'audit|trail|change|history|who changed',
  'docs/clinic-calendar.md#the-clinics-data': 'doctor|hours|free|slot|clinic|database',
  'docs/clinic-calendar.md#visit-types':
    'visit type|type$|types$|length|duration|buffer|notice|same day|same-day|horizon|age|instruction|question|intake|consultation',
  'docs/reminders.md':
    'remind|worker|job|queue|deliver|e-mail|email|smtp|emailjs|send|offset|graphile',
  'docs/waitlist.md': 'waitlist|wait|offer|freed|earlier|slot|hold|entry|entries|join',
  'docs/waitlist.md#visit-types-and-family-members':
    'visit type|type$|types$|family|member|person|entry|entries|join|offer|window',
  'docs/reminders.md#in-local-mode': 'remind|alarm|waitlist|local mode|calendar file',
  'docs/family-members.md': 'family|member|relationship|date of birth|account|person',
  'docs/family-members.md#managing-family-members':
    'family|member|page|/family|list|card|form|add|edit|remove|link',
  'docs/family-members.md#the-details':
    'detail|name|date of birth|birth|relationship|field|check|rule|form',
  'docs/family-members.md#removing-a-family-member':
    'remov|delete|upcoming|visit|ended|not ended|past|kept',
  'docs/family-members.md#in-local-mode':
    'local|storage|stored|familymembers|key|record|browser|tab$|tabs$',
  'docs/family-members.md#booking-for-a-family-member':
    'family member|person|who|whom|book|visit|overlap|holder|me$',
  'docs/family-members.md#in-shared-mode':
    'shared|database|postgrest|table|row|polic|token|attack|function|api|migration|refus',
  'docs/README.md': 'doc|citation|cite',
  'docs/architecture.md': 'architecture|map|folder|store|path|feature|layer',
  'docs/testing.md#benchmarks': 'bench|measure|lighthouse|figure|budget',
  'docs/testing.md#clinic-times': 'clock|time|now|today|faketime|expir|matrix|suite',
  'docs/testing.md#screenshots': 'screenshot|shot|pixel|compar|visual|capture|fixture',
  'docs/testing.md#on-a-busy-machine': 'busy|load|hog|budget|slow|wait|settle|flight',
  'docs/testing.md#the-browser-a-spec-starts-with':
    'visitor|popup|service worker|storage|first visit',
  'docs/testing.md#how-long-ci-takes': 'worker|cpu|core|minute|ci',
  'docs/front-desk.md#calendar-api': 'refus|status|function|api|rpc|code',
  'docs/shared-mode.md#fixing-data': 'owner|maintenance|fix|row security|row_security|audit',
  'docs/architecture.md#layers': 'layer|import|upward|direction',
  'docs/architecture.md#zones': 'zone|feature|entry|infrastructure|import',
  'docs/architecture.md#repositories': 'repositor|mode|local|shared',
  'docs/architecture.md#stores': 'store|hydrat|zustand|state',
  'docs/style.md#layout': 'layout|folder|door|side effect',
  'docs/style.md#styles': 'style|sheet|css|token|reset|primitive|cascade|class',
  'docs/style.md#stores-and-repositories': 'store|session|repositor|hydrat|selector|state',
  'docs/style.md#comments': 'comment|jsdoc|citation',
  'docs/style.md#function-length': 'function|line|length|catalogue|data',
  'docs/style.md#env': 'env|setting|next_public|key|off',
  'docs/style.md#errors': 'error|boundary|text|message',
  'docs/style.md#tests': 'test|console.error|page error|stub',
  'docs/decisions/001-storage-stays-compatible.md':
    'storage|stored|key|compatib|original|field|json|record|kept',
  'docs/decisions/002-passwords-are-checked.md':
    'password|hash|credential|pbkdf2|salt|crypto|log in|login',
  'docs/decisions/003-one-account-per-email.md':
    'one account|e-mail|email|account|duplicate|already exists|normali',
  'docs/decisions/004-only-real-free-slots.md':
    'slot|bookable|free|book|taken|re-check|recheck|available',
  'docs/decisions/005-tabs-share-writes.md':
    'tab$|tabs$|merge|storage event|fresh|re-read|reread|write|concurren|lost',
  'docs/decisions/006-bad-data-is-kept.md':
    'invalid|bad|malformed|valid|kept|keep|crash|set aside|schema|fail|drop|refus|quota|blocked|storage|all or nothing',
  'docs/decisions/007-assistant-safety-first.md':
    'safe|red flag|red-flag|emergenc|model|ai|note|assistant|answer|html|plain text',
  'docs/decisions/008-configurable-model-endpoint.md':
    'endpoint|model|protocol|configur|token|url|fallback|setting',
  'docs/decisions/009-message-a-doctor-opens-chat.md': 'message a doctor|chat|panel',
  'docs/decisions/010-past-appointments-completed.md': 'completed|past|ended|status',
  'docs/decisions/011-shared-mode.md': 'shared|mode|database|postgrest|repositor|device',
  'docs/decisions/012-clinic-time.md': 'zone|time$|times$',
  'docs/decisions/013-reschedule.md': 'reschedul|move',
  'docs/decisions/014-cancellation-never-blocked.md': 'cancel|reason|late',
  'docs/decisions/015-answers-while-waiting.md': 'yes|question|waiting|awaiting|intent|follow-up',
  'docs/decisions/016-booking-form-names-missing-fields.md': 'missing|field|required',
  'docs/decisions/017-well-formed-email-addresses.md': 'e-mail|email|address|well-formed',
  'docs/decisions/018-completed-is-not-stored.md': 'completed|derived|shown',
  'docs/decisions/019-old-accounts-take-their-first-password.md':
    'old account|original|first password|password|credential',
  'docs/decisions/020-ninety-days-ahead.md': '90|days|ahead|horizon',
  'docs/visit-types.md': 'visit type|kind of visit|kinds of visit|consultation|clinic',
  'docs/visit-types.md#what-a-visit-type-has':
    'visit type|kind of visit|length|buffer|notice|horizon|age$|instruction|question',
  'docs/visit-types.md#intake-questions': 'question|intake|answer|choice',
  'docs/visit-types.md#the-default-clinic': 'default|consultation|original',
  'docs/visit-types.md#the-start-grid': 'grid|start',
  'docs/visit-types.md#who-offers-a-type': 'offer|doctor|specialt',
  'docs/visit-types.md#free-starts':
    'free|start|slot|book|rule|buffer|overlap|notice|same day|horizon|first free',
  'docs/visit-types.md#the-example-clinic': 'example|clinic file',
  'docs/visit-types.md#booking-a-visit-type': 'form|field|ask|visit type|booking',
  'docs/visit-types.md#stored-visits': 'stored|record|visit type|consultation|length',
  'docs/visit-types.md#checked-at-build': 'check|error|problem|valid|build|named',
  'docs/visit-types.md#age-limits': 'age|date of birth|limit|born|under|over',
  'docs/visit-types.md#in-shared-mode':
    'shared|database|migration|person|family|age$|answer|intake|overlap|date of birth|visit|http|token|visit_types|row|read|sort|order|refus|postgrest|rpc|argument',
  'docs/visit-types.md#the-site-in-shared-mode': 'shared|site|form|database|visit type|booking',
  'docs/reminders.md#content':
    'e-mail|email|remind|offer|text|subject|line|template|param|name|instruction|visit',
  'docs/waitlist.md#offers': 'offer|e-mail|email|slot|hold|freed|worker',
  'docs/waitlist.md#languages': 'language|spanish|catalog|section|loads|page|refus',
  'docs/reminders.md#language':
    'language|locale|catalog|spanish|english|patient_language|message|text|word|e-mail|email',
};

/** The key of `SUBJECTS` a citation looks up. */
function subjectKey(citation: DocsCitation): string {
  return citation.anchor === null ? citation.page : `${citation.page}#${citation.anchor}`;
}

/** Identifiers split into words: `CHAT_RESET_AFTER_MS` and `chatResetAfterMs` → 'chat reset after ms'. */
function identifierWords(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** The comment's prose: delimiters and line prefixes (`//`, ` * `) replaced by spaces. */
function proseOf(text: string): string {
  return text
    .replace(/^\/\*\*?|\*\/$/g, (found) => ' '.repeat(found.length))
    .replace(
      /^(\s*)(\/\/|\*|--|#(?![\w-]))/gm,
      (_, space: string, mark: string) => space + ' '.repeat(mark.length),
    );
}

/** Where the sentence holding offset `at` starts and ends: '.', '!', '?', ';', a blank line or a JSDoc tag end it. */
function sentenceAround(prose: string, at: number): string {
  const boundary = /[.!?;](?=\s)|\n\s*\n|\n\s*@/g;
  let start = 0;
  let end = prose.length;
  for (const match of prose.matchAll(boundary)) {
    if (match.index < at) start = match.index + match[0].length;
    else if (match.index > at) {
      end = match.index;
      break;
    }
  }
  return prose.slice(start, end);
}

/** Whether `text` uses a keyword (see `SUBJECTS`), case-insensitive. */
function usesKeyword(text: string, keywords: string): boolean {
  const lower = text.toLowerCase();
  return keywords.split('|').some((keyword) => {
    const whole = keyword.endsWith('$');
    const word = (whole ? keyword.slice(0, -1) : keyword).toLowerCase();
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const end = whole ? '(?![\\p{L}\\p{N}])' : '';
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}${end}`, 'u').test(lower);
  });
}

/** One citation with the words it is judged by. */
interface JudgedCitation {
  comment: SourceComment;
  citation: DocsCitation;
  /** The sentence holding the citation, every citation in it blanked out. */
  sentence: string;
  /** The first line of code after the comment, identifiers split into words. */
  declaration: string;
}

/**
 * Every citation of `comments`, with its sentence and the declaration it documents. A citation in
 * backticks or quotes is an example of one, not a citation, and is left out.
 */
function judgedCitations(
  comments: readonly SourceComment[],
  codeAfter: (comment: SourceComment) => string,
): JudgedCitation[] {
  return comments.flatMap((comment) => {
    const prose = proseOf(comment.text);
    const placed = placedCitationsIn(prose);
    const blanked = placed.reduce(
      (text, { index, written }) =>
        text.slice(0, index) + ' '.repeat(written.length) + text.slice(index + written.length),
      prose,
    );
    const quoted = placed.filter(({ index }) => !['`', "'"].includes(prose[index - 1] ?? ''));
    return quoted.map(({ page, anchor, index }) => ({
      comment,
      citation: { page, anchor },
      sentence: sentenceAround(blanked, index),
      declaration: identifierWords(codeAfter(comment)),
    }));
  });
}

/** Why a citation does not name its subject, or null when it does. */
function misplacedCitation({ citation, sentence, declaration }: JudgedCitation): string | null {
  const broken = brokenCitation(citation);
  if (broken !== null) return broken;
  const keywords = SUBJECTS[subjectKey(citation)];
  if (keywords === undefined) return `${subjectKey(citation)} has no keyword list in this test`;
  if (usesKeyword(sentence, keywords) || usesKeyword(declaration, keywords)) return null;
  return `${subjectKey(citation)} is cited for '${sentence.replace(/\s+/g, ' ').trim()}'`;
}

/**
 * The code a comment documents: the code on the line where it starts or ends (a trailing
 * comment), and the first non-blank line after it.
 */
function codeAfterIn(fileText: (file: string) => string) {
  return (comment: SourceComment): string => {
    const lines = fileText(comment.file).split('\n');
    const first = comment.line - 1;
    const last = first + comment.text.split('\n').length - 1;
    const [before = ''] = (lines[first] ?? '').split(comment.text.split('\n')[0] ?? '');
    const after = (lines[last] ?? '').split(comment.text.split('\n').at(-1) ?? '').at(-1) ?? '';
    const next = lines.slice(last + 1).find((line) => line.trim() !== '') ?? '';
    return [before, after, next].join(' ');
  };
}

/** Citations of a made-up file, judged as the real ones are. */
function problemsIn(source: string): (string | null)[] {
  const comments = commentsOf('x.ts', source);
  return judgedCitations(
    comments,
    codeAfterIn(() => source),
  ).map(misplacedCitation);
}

describe('citation subjects', () => {
  it('fails a citation whose section does not name what the comment describes', () => {
    expect(
      problemsIn(
        [
          '/** Whether the conversation resets to the greeting (docs/product.md#appointments-list). */',
          'export function isResetDue() {}',
          '/** Registers an account and logs it in (docs/product.md#appointments-list). */',
          'export function register() {}',
        ].join('\n'),
      ),
    ).toEqual([
      "docs/product.md#appointments-list is cited for 'Whether the conversation resets to the greeting ( )'",
      "docs/product.md#appointments-list is cited for 'Registers an account and logs it in ( )'",
    ]);
  });

  it('passes the same comments citing the sections that describe them', () => {
    expect(
      problemsIn(
        [
          '/** Whether the conversation resets to the greeting (docs/chat.md). */',
          'export function isResetDue() {}',
          '/** Registers an account and logs it in (docs/product.md#accounts-and-sessions). */',
          'export function register() {}',
        ].join('\n'),
      ),
    ).toEqual([null, null]);
  });

  it('judges each section of a list, by the sentence that holds it or by the declaration', () => {
    expect(
      problemsIn(
        [
          '/**',
          ' * Books appointments (docs/product.md#booking, #calendar-files). Unrelated: a reference.',
          ' */',
          'export const CHAT_RESET_AFTER_MS = 60_000; // docs/product.md#timings-and-limits',
          '/** docs/product.md#nowhere, docs/decisions/999-none.md; not `docs/product.md#x` */',
          'export {};',
        ].join('\n'),
      ),
    ).toEqual([
      null,
      "docs/product.md#calendar-files is cited for 'Books appointments ( )'",
      null,
      'docs/product.md has no section #nowhere',
      'docs/decisions/999-none.md does not exist',
    ]);
  });

  it('matches a keyword ending in $ as a whole word only', () => {
    expect(usesKeyword('resets after 60 s', 's$|ms$')).toBe(true);
    expect(usesKeyword('shows the slots', 's$|ms$')).toBe(false);
    expect(usesKeyword('the booking form', 'book')).toBe(true);
  });

  it('needs a keyword list for every section it is asked about', () => {
    expect(problemsIn('/** Settings (docs/shared-mode.md#indexes). */\nexport {};')).toEqual([
      'docs/shared-mode.md#indexes has no keyword list in this test',
    ]);
  });
});

/**
 * Files whose comments other work in flight rewrites as a whole. Their citations are judged once that work
 * has landed; the second test below fails as soon as one of them is fixed, so the list only
 * shrinks.
 */
const REWRITTEN_ELSEWHERE: readonly string[] = [];

describe('docs/ citations in code', () => {
  const texts = new Map<string, string>();
  const fileText = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
    return texts.get(file) ?? '';
  };
  const problems = judgedCitations(sourceComments(), codeAfterIn(fileText)).flatMap((judged) => {
    const problem = misplacedCitation(judged);
    return problem === null
      ? []
      : [{ file: judged.comment.file, line: judged.comment.line, problem }];
  });

  it('cite the section that describes what the code does', () => {
    const found = problems
      .filter(({ file }) => !REWRITTEN_ELSEWHERE.includes(file))
      .map(({ file, line, problem }) => `${file}:${line}: ${problem}`);
    expect(found).toEqual([]);
  });

  it('leaves out only files whose citations are still wrong', () => {
    const stillWrong = new Set(problems.map(({ file }) => file));
    expect(REWRITTEN_ELSEWHERE.filter((file) => !stillWrong.has(file))).toEqual([]);
  });
});
