import './index.css'
import { boot } from '@/app/boot'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
void boot(container)
