// The web app's code style (web/prettier.config.mjs); `npm run format` in web/ formats e2e/ too.
export { default } from '../web/prettier.config.mjs'
