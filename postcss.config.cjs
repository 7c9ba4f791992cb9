// Found by every workspace (the search walks up), so Vite, Vitest and Storybook share one Panda.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { configPath: `${__dirname}/panda.config.ts`, cwd: __dirname },
  },
}
