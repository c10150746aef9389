import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Lexer,
  parse,
  Source,
  TokenKind,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL document may ask for, over HTTP and over the websocket.
 * The header's heaviest operation (RecentChats) has 57 tokens, depth 4, no
 * alias and a cost of 49.75 (tests/server/graphql-limits.test.ts keeps the
 * client's documents inside): the limits leave it room and refuse a document
 * that asks for the same lists many times over.
 */
export const queryLimits = {
  /** Lexical tokens, counted before parsing. */
  maxTokens: 1000,
  /** Nesting of selections. */
  maxDepth: 8,
  /** Aliased fields in one operation. */
  maxAliases: 10,
  /** GraphQL Armor's static cost: 2 per object field, 1 per scalar, ×1.5 per level. */
  maxCost: 200,
} as const;

/**
 * Parses, once the document is known to have at most `maxTokens` lexical
 * tokens: the lexer stops at the first token over, so an oversized document
 * costs no more than reading that far. (graphql-js's own `maxTokens` option
 * gives no code to tell its error from a syntax error.)
 */
export function parseWithLimits(source: string | Source): DocumentNode {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  for (let tokens = 0; lexer.advance().kind !== TokenKind.EOF; tokens += 1) {
    if (tokens === queryLimits.maxTokens) {
      throw limitError(
        'maxTokens',
        `Document limit of ${queryLimits.maxTokens} tokens exceeded: parsing stopped there.`,
      );
    }
  }
  return parse(source);
}

type LimitName = keyof typeof queryLimits;

/** An error over a limit: a code and the limit's name and value for clients. */
function limitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'QUERY_LIMIT', limit, max: queryLimits[limit] },
  });
}

/**
 * GraphQL Armor's rules throw their first error by default; reported through
 * the validation context instead, each error is one of the document's
 * validation errors, with a code and the limit's name for clients. (Armor
 * prefixes its messages with "Syntax Error: ", which they are not.)
 */
function reportAs(limit: LimitName) {
  return {
    propagateOnRejection: false,
    exposeLimits: true,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(limitError(limit, error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
}

/** The depth, alias and cost rules; each error names its limit and what was found. */
export const limitRules: readonly ValidationRule[] = [
  maxDepthRule({ n: queryLimits.maxDepth, ...reportAs('maxDepth') }),
  maxAliasesRule({ n: queryLimits.maxAliases, ...reportAs('maxAliases') }),
  costLimitRule({ maxCost: queryLimits.maxCost, ...reportAs('maxCost') }),
];

/** GraphQL's own validation, then the limits. */
export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode) {
  return validate(schema, document, [...specifiedRules, ...limitRules]);
}
