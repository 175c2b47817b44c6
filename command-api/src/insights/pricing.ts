/**
 * Estimated cost of a call, from OpenAI's list prices in US dollars per million tokens (standard
 * tier, text, no cached-input or batch discount) as published when this table was written (2025).
 * Prices change: check them against openai.com/api/pricing and update the table. A dated snapshot ("gpt-4o-mini-2024-07-18") is priced as its
 * family; a model not in the table, such as one on another OpenAI-compatible server, has no estimate.
 */
const pricesPerMillionTokens: Readonly<Record<string, { readonly input: number; readonly output: number }>> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5': { input: 1.25, output: 10 },
};

/** The table's key for a model id: itself, or the longest key it extends with a "-suffix". */
export function priceKey(model: string): string | null {
  if (model in pricesPerMillionTokens) return model;
  const family = Object.keys(pricesPerMillionTokens)
    .filter((key) => model.startsWith(`${key}-`) && /^\d{4}-\d{2}-\d{2}$/.test(model.slice(key.length + 1)))
    .sort((a, b) => b.length - a.length)[0];
  return family ?? null;
}

export function estimateCostUsd(model: string, inputTokens: number | null, outputTokens: number | null): number | null {
  const key = priceKey(model);
  if (key === null || inputTokens === null || outputTokens === null) return null;
  const price = pricesPerMillionTokens[key];
  if (price === undefined) return null;
  const cost = (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
  return Math.round(cost * 1e8) / 1e8;
}
