import { TECH_CERTIFICATIONS } from './catalogue/certifications-tech';
import { BUSINESS_CERTIFICATIONS } from './catalogue/certifications-business';
import { ROLE_PROFILES } from './catalogue/roles';
import { BUSINESS_SKILLS } from './catalogue/skills-business';
import { EXTRA_SKILLS } from './catalogue/skills-roles-extra';
import { TECH_SKILLS } from './catalogue/skills-tech';
import { SOFT_SKILLS } from './catalogue/soft-skills';
import { stem, tokenize, type Token } from '../text/tokens';
import type { CertificationEntry, RoleProfile, SkillEntry } from './types';

export type TermKind = 'skill' | 'soft' | 'certification';

/** One knowledge-base entry as the matcher sees it. */
export interface Term {
  kind: TermKind;
  /** Canonical spelling, shown to users. */
  name: string;
  category: string;
}

/** A term found in a text, with where it was found. */
export interface TermHit {
  term: Term;
  /** Index of the first token of the match, and how many tokens it spans. */
  at: number;
  length: number;
}

/**
 * Everyday English words that are also tool names ("Go", "Swift", "Excel", "Spring"): matched only
 * when written with a capital and not at the start of a sentence, or anywhere in a skills list.
 */
const EVERYDAY_WORDS = new Set(
  `go swift rust ruby spring express react chef puppet less sass make ant dart julia scheme pascal shell
  bash kafka hive pig storm flask bottle meteor ember backbone jest mocha jasmine karma cypress unity maya
  compass glue lambda athena aurora beam luigi prefect looker mode pulse vault consul nomad packer helm argo
  flux drone bamboo excel word access visio project office sheets docs slides keynote pages numbers teams
  slack zoom notion trello asana box stripe square shopify figma sketch canva framer ionic electron
  terraform gatsby next nuxt remix vite deno bun redis spark flink presto trino airflow dbt snowflake
  delta iceberg hudi tableau mongo couch cassandra neo elastic kibana logstash beats grafana prometheus loki
  jaeger envoy istio linkerd calico cilium vagrant ansible salt jenkins travis circle gitlab github
  bitbucket jira confluence linear basecamp monday miro mural zeplin invision marvel principle origami
  cocoa swiftui kotlin scala clojure elixir erlang haskell perl lisp fortran cobol ada assembly r c d
  agile scrum kanban lean safe tdd bdd ddd rest soap graphql grpc oauth saml ldap sso mvc mvvm solid dry
  kiss yagni ci cd sre qa ux ui seo sem ppc crm erp hr it pm ml ai nlp cv bi etl elt api sdk node
  postman playwright puppeteer sentry blender cucumber gherkin illustrator celery rancher markdown
  intercom retool rollup yarn gulp raid snowplow workday relativity gusto triage injections dbt`
    .split(/\s+/)
    .filter(Boolean),
);

export interface Knowledge {
  roles: readonly RoleProfile[];
  skills: ReadonlyMap<string, SkillEntry>;
  certifications: ReadonlyMap<string, CertificationEntry>;
  /** Every term by its canonical name. */
  terms: ReadonlyMap<string, Term>;
  /** Joined words ("CI/CD", "A/B") the tokenizer must not split. */
  keepWhole: ReadonlySet<string>;
  /** All terms found in a text, longest match first, each position used once. */
  findTerms(text: string, options?: { listContext?: boolean }): TermHit[];
  /** The tokens of a text, split the way the matcher splits them. */
  tokens(text: string): Token[];
  term(name: string): Term | undefined;
}

interface Entry {
  term: Term;
  /** Canonical name or alias as written: everyday words are matched with this case. */
  written: string;
}

export function buildKnowledge(input: {
  skills: readonly SkillEntry[];
  softSkills: readonly { name: string; aliases: readonly string[] }[];
  certifications: readonly CertificationEntry[];
  roles: readonly RoleProfile[];
}): Knowledge {
  const keepWhole = new Set<string>();
  const spellings: { written: string; term: Term }[] = [];
  const terms = new Map<string, Term>();
  const add = (kind: TermKind, name: string, aliases: readonly string[], category: string) => {
    if (terms.has(name)) return;
    const term: Term = { kind, name, category };
    terms.set(name, term);
    for (const written of [name, ...aliases]) {
      spellings.push({ written, term });
      for (const word of written.split(/\s+/))
        if (/[-/]/.test(word)) keepWhole.add(word.toLowerCase());
    }
  };
  for (const skill of input.skills) add('skill', skill.name, skill.aliases, skill.category);
  for (const soft of input.softSkills) add('soft', soft.name, soft.aliases, 'soft-skill');
  for (const cert of input.certifications)
    add('certification', cert.name, cert.aliases, cert.issuer);

  // Phrase (stems joined by spaces) → entry; the first spelling of a phrase wins.
  const phrases = new Map<string, Entry>();
  let longest = 1;
  for (const { written, term } of spellings) {
    const tokens = tokenize(written, keepWhole);
    if (tokens.length === 0) continue;
    const key = tokens.map((token) => token.stem).join(' ');
    if (!phrases.has(key)) phrases.set(key, { term, written });
    longest = Math.max(longest, tokens.length);
  }

  const tokensOf = (text: string) => tokenize(text, keepWhole);

  /**
   * Written exactly as the knowledge base writes it ("Go", "dbt"), an everyday word counts, except
   * a capitalised one opening a sentence outside a list; written otherwise, only inside a list.
   */
  function acceptsEveryday(entry: Entry, tokens: Token[], listContext: boolean) {
    if (tokens.length > 1 || !EVERYDAY_WORDS.has(entry.written.toLowerCase())) return true;
    const token = tokens[0] as Token;
    if (token.raw === entry.written)
      return listContext || !token.sentenceStart || !/^\p{Lu}/u.test(entry.written);
    return listContext && entry.written.length > 2;
  }

  function findTerms(text: string, { listContext = false } = {}): TermHit[] {
    const tokens = tokensOf(text);
    const hits: TermHit[] = [];
    for (let index = 0; index < tokens.length;) {
      let matched = 0;
      for (let length = Math.min(longest, tokens.length - index); length > 0; length--) {
        const slice = tokens.slice(index, index + length);
        const entry = phrases.get(slice.map((token) => token.stem).join(' '));
        if (entry && acceptsEveryday(entry, slice, listContext)) {
          hits.push({ term: entry.term, at: index, length });
          matched = length;
          break;
        }
      }
      index += Math.max(matched, 1);
    }
    return hits;
  }

  return {
    roles: input.roles,
    skills: new Map(input.skills.map((skill) => [skill.name, skill])),
    certifications: new Map(input.certifications.map((cert) => [cert.name, cert])),
    terms,
    keepWhole,
    findTerms,
    tokens: tokensOf,
    term: (name) => terms.get(name) ?? findTerms(name, { listContext: true })[0]?.term,
  };
}

let shared: Knowledge | undefined;

/** The knowledge base shipped with the package, built once on first use (~ms). */
export function defaultKnowledge(): Knowledge {
  shared ??= buildKnowledge({
    skills: [...TECH_SKILLS, ...BUSINESS_SKILLS, ...EXTRA_SKILLS],
    softSkills: SOFT_SKILLS,
    certifications: [...TECH_CERTIFICATIONS, ...BUSINESS_CERTIFICATIONS],
    roles: ROLE_PROFILES,
  });
  return shared;
}

export { stem };
