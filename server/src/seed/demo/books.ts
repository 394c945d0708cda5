import type { DemoBook } from './types';

/** Demo digital books: textbooks, workbooks, anthologies and handbooks for Years 5 to 8. */
export const demoBooks: DemoBook[] = [
  {
    slug: 'voices-from-the-nile-y5-anthology',
    title: 'Voices from the Nile: A Year 5 Reading Anthology',
    year: 5,
    briefDescription:
      'A free collection of stories, poems and information texts set along the Nile, with reading questions for Year 5.',
    description:
      "<p>This anthology brings together fourteen original texts inspired by life along the Nile, from a fisherman's tale in Aswan to a poem about the Cairo rush hour. Every text is pitched at Year 5 level and followed by questions that build retrieval, inference and vocabulary skills.</p><p>It is free to download and works equally well for guided reading groups, homework or reading for pleasure.</p><h3>What's inside</h3><ul><li>Six short stories, four poems and four non-fiction texts</li><li>Before, during and after reading questions</li><li>Word boxes explaining challenging vocabulary</li><li>Discussion prompts for pairs and small groups</li><li>Answers and guidance for parents</li></ul>",
    price: 0,
    pages: 96,
    author: 'Mariam El-Sayed',
    publishDate: '2024-09-02',
    downloadCount: 2140,
  },
  {
    slug: 'year-5-grammar-handbook',
    title: 'The Year 5 Grammar Handbook: Sentences, Punctuation and Word Classes',
    year: 5,
    briefDescription:
      'A friendly reference and practice book covering every grammar and punctuation point in the Year 5 English curriculum.',
    description:
      "<p>Written for learners aged nine and ten, this handbook explains grammar in clear, friendly language with plenty of examples. Each topic has a short explanation, a worked example and practice that moves from spotting to using.</p><p>It is designed to sit on the desk all year as a reference, and to support home learning.</p><h3>What's inside</h3><ul><li>Word classes, including modal verbs and adverbs of possibility</li><li>Clauses, conjunctions and relative clauses</li><li>Commas, speech marks, apostrophes and brackets</li><li>Over 300 graded practice questions</li><li>A full answer section and glossary</li></ul>",
    price: 240,
    pages: 120,
    author: 'Eleanor Hughes',
    publishDate: '2025-01-15',
    downloadCount: 310,
  },
  {
    slug: 'primary-checkpoint-english-workbook-y6',
    title: 'Primary Checkpoint English Workbook: Year 6 Reading and Writing Practice',
    year: 6,
    briefDescription:
      'A complete practice workbook for the Primary Checkpoint, covering fiction and non-fiction reading and writing.',
    description:
      "<p>This workbook prepares Year 6 learners for both Primary Checkpoint English papers. Units alternate between fiction and non-fiction and always connect a reading text to a writing task, just as the exam does.</p><p>Clear skill explanations and exam tips make it suitable for independent revision as well as class use.</p><h3>What's inside</h3><ul><li>Sixteen units of reading and writing practice</li><li>Guidance on every question type, from retrieval to language analysis</li><li>Writing tasks with planning frames and success criteria</li><li>Two full practice papers with timings</li><li>Mark schemes and annotated sample answers</li></ul>",
    price: 385,
    pages: 168,
    author: 'Nourhan Abdel-Rahman',
    publishDate: '2025-02-03',
    downloadCount: 460,
  },
  {
    slug: 'write-your-story-y6-workbook',
    title: 'Write Your Story: A Year 6 Narrative Writing Workbook',
    year: 6,
    briefDescription:
      'A step-by-step workbook that takes Year 6 writers from idea to polished story, one technique at a time.',
    description:
      "<p>Good stories are built, not just written. This workbook breaks narrative writing into its parts: character, setting, structure, dialogue and endings. Each section teaches one technique through a short model and then asks learners to try it for themselves.</p><p>By the final chapter, learners plan, draft and edit a complete story using everything they have practised.</p><h3>What's inside</h3><ul><li>Twelve technique chapters with model extracts</li><li>Planning tools, including story mountains and character maps</li><li>Dialogue punctuation practice</li><li>Editing checklists and redrafting activities</li><li>Twenty story prompts with Egyptian and international settings</li></ul>",
    price: 210,
    pages: 88,
    author: 'Sarah Whitfield',
    publishDate: '2024-11-04',
    downloadCount: 275,
  },
  {
    slug: 'real-world-reading-y6-non-fiction',
    title: 'Real-World Reading: Year 6 Non-fiction Texts and Questions',
    year: 6,
    briefDescription:
      'A free reader of articles, reports, leaflets and biographies with Checkpoint-style questions for Year 6.',
    description:
      "<p>Non-fiction reading is a major part of the Primary Checkpoint, yet many learners read far more stories than articles. This free reader closes the gap with twelve varied non-fiction texts, each followed by questions in the style of the exam.</p><p>Topics range from solar power in Benban to the life of the scientist Sameera Moussa.</p><h3>What's inside</h3><ul><li>Twelve non-fiction texts of 300 to 500 words</li><li>Questions on purpose, audience, fact and opinion</li><li>Summary and vocabulary tasks</li><li>Short writing responses linked to each text</li><li>Answers with marking notes</li></ul>",
    price: 0,
    pages: 72,
    author: 'Omar Hassan',
    publishDate: '2025-09-22',
    downloadCount: 1680,
  },
  {
    slug: 'lower-secondary-english-coursebook-y7',
    title: 'Lower Secondary English Coursebook: Year 7',
    year: 7,
    briefDescription:
      'A full-year coursebook for Year 7 English, covering reading, writing, speaking and listening across a wide range of texts.',
    description:
      "<p>This coursebook supports the first year of Lower Secondary English with carefully sequenced units that develop all four strands of the curriculum. Each unit centres on a theme, such as journeys, inventions or the natural world, and combines fiction, poetry and non-fiction. A teacher guide with answers is included at the back.</p><h3>What's inside</h3><ul><li>Ten thematic units with around forty texts</li><li>Reading questions that develop inference, analysis and summary</li><li>Writing workshops for narrative, persuasive, descriptive and informative tasks</li><li>Speaking and listening activities in every unit</li><li>Grammar and vocabulary focus pages</li><li>End-of-unit assessments with mark schemes</li></ul>",
    price: 495,
    pages: 212,
    author: 'James Pembridge',
    publishDate: '2025-08-11',
    downloadCount: 390,
  },
  {
    slug: 'words-in-flight-y7-poetry-anthology',
    title: 'Words in Flight: A Year 7 Poetry Anthology with Study Guide',
    year: 7,
    briefDescription:
      'Forty poems from around the world, with a study guide that builds confidence in reading and writing about poetry.',
    description:
      "<p>Many learners arrive in Year 7 unsure how to approach a poem. This anthology collects forty poems, old and new, from writers across the English-speaking world, and pairs each one with a short study guide that models how to read, discuss and write about it. It is ideal for class study or independent reading.</p><h3>What's inside</h3><ul><li>Forty poems grouped into themes, including family, place and change</li><li>Glossaries and context notes for each poem</li><li>Questions on imagery, sound, form and structure</li><li>Guidance on comparing two poems</li><li>Creative writing prompts inspired by the collection</li></ul>",
    price: 185,
    pages: 84,
    author: 'Mariam El-Sayed',
    publishDate: '2026-01-26',
    downloadCount: 140,
  },
  {
    slug: 'year-8-grammar-and-style-handbook',
    title: 'The Year 8 Grammar and Style Handbook',
    year: 8,
    briefDescription:
      'A handbook that shows Year 8 writers how grammar choices create style, clarity and effect in their own work.',
    description:
      "<p>By Year 8, learners know most grammar rules; what they need now is control. This handbook shows how sentence structure, punctuation and word order shape meaning and tone, using examples from published writing and real learner work, with clear explanations throughout.</p><p>Each chapter ends with a short writing challenge that puts the focus point into practice.</p><h3>What's inside</h3><ul><li>Sentence variety and rhythm</li><li>Punctuation for clarity and effect, including semicolons and dashes</li><li>Active and passive voice in formal writing</li><li>Cohesion across paragraphs</li><li>Common errors explained, with an answer section</li></ul>",
    price: 260,
    pages: 140,
    author: 'Eleanor Hughes',
    publishDate: '2025-05-05',
    downloadCount: 205,
  },
  {
    slug: 'turning-points-y8-short-stories',
    title: 'Turning Points: A Year 8 Short Story Anthology',
    year: 8,
    briefDescription:
      'Twelve short stories about moments that change everything, with questions and writing tasks for Year 8 readers.',
    description:
      "<p>Every story in this anthology turns on a single decisive moment: a choice, a discovery or a loss. The collection mixes classic stories with new writing set in Egypt and beyond, giving Year 8 readers rich material for discussion and close analysis. Stories range from five to twenty pages.</p><h3>What's inside</h3><ul><li>Twelve complete short stories of varied length and style</li><li>Introductions that set each story in context</li><li>Questions on character, structure, narrative voice and language</li><li>Extended writing tasks, including alternative endings</li><li>A teacher section with discussion plans and answers</li></ul>",
    price: 320,
    pages: 156,
    author: 'Sarah Whitfield',
    publishDate: '2025-10-20',
    downloadCount: 170,
  },
  {
    slug: 'towards-lower-secondary-checkpoint-y8-workbook',
    title: 'Towards Lower Secondary Checkpoint: Year 8 Skills Workbook',
    year: 8,
    briefDescription:
      'A skills workbook that bridges Year 8 and the Lower Secondary Checkpoint, with targeted practice for every question type.',
    description:
      "<p>This workbook helps Year 8 learners build the skills they will need for the Lower Secondary Checkpoint at the end of Year 9. It introduces the question types early and gives steady, targeted practice so that there are no surprises later. Every unit ends with a short self-assessment so learners can track their own progress.</p><h3>What's inside</h3><ul><li>Reading units on inference, writer's effects, summary and comparison</li><li>Writing units on argument, narrative, description and directed writing</li><li>Skill explanations with worked examples</li><li>Timed practice sections with self-assessment</li><li>A full practice paper, mark scheme and progress record</li></ul>",
    price: 520,
    pages: 196,
    author: 'Nourhan Abdel-Rahman',
    publishDate: '2026-04-13',
    downloadCount: 95,
  },
];
