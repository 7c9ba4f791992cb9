import * as v from 'valibot'

const text = v.fallback(v.optional(v.string()), undefined)

/** ?email= of /validar-codigo. */
export const codeSearchSchema = v.object({ email: text })

/** ?email=&code= of /alterar-senha. */
export const changePasswordSearchSchema = v.object({ email: text, code: text })
