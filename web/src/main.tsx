import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'
import './index.css'
import { boot } from '@/app/boot'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
void boot(container)
