/** The checkout's page title, the same in the app and in the page the server sends first. */
export const checkoutTitle = (planName = 'plano') => `Assinar ${planName} | Atendimento Inteligente`
