import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers.ts';

type FieldResolvers = Record<
  string,
  | GraphQLFieldResolver<unknown, never>
  | {
      subscribe: GraphQLFieldResolver<unknown, never>;
      resolve?: GraphQLFieldResolver<unknown, never>;
    }
>;

/** Builds the executable schema: server/schema.graphql plus the resolvers. */
export function createSchema(): GraphQLSchema {
  const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, FieldResolvers>)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`schema.graphql has no object type ${typeName}`);
    const schemaFields = type.getFields();
    for (const [fieldName, resolver] of Object.entries(fields)) {
      const field = schemaFields[fieldName];
      if (!field) throw new Error(`schema.graphql has no field ${typeName}.${fieldName}`);
      if (typeof resolver === 'function')
        field.resolve = resolver as GraphQLFieldResolver<unknown, unknown>;
      else {
        field.subscribe = resolver.subscribe as GraphQLFieldResolver<unknown, unknown>;
        if (resolver.resolve)
          field.resolve = resolver.resolve as GraphQLFieldResolver<unknown, unknown>;
      }
    }
  }
  return schema;
}
