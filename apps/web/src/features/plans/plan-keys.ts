/** The plans' query keys: every plan query starts with `planKeys.all`. */
export const planKeys = {
  all: ['plans'] as const,
  active: () => [...planKeys.all, { activeOnly: true }] as const,
  detail: (planId: string) => [...planKeys.all, planId] as const,
}
